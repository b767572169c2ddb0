import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from '../../design-system/components/Select/Select';
import { descriptionsOf, expectValueMissing, renderForm } from './fieldForm';

const options = [
  { value: 'one', label: 'Item one' },
  { value: 'two', label: 'Item two' },
  { value: 'three', label: 'Item three' },
] as const satisfies readonly SelectOption[];

const combobox = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('Select', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a native select named by its label', () => {
    render(<Select label="Item" options={options} />);
    const select = combobox('Item');
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByLabelText('Item')).toBe(select);
  });

  it('puts the placeholder first, with an empty value, selected until a choice is made', () => {
    render(<Select label="Item" options={options} placeholder="Select an item" />);
    const select = combobox('Item');
    const rendered = screen.getAllByRole<HTMLOptionElement>('option');
    expect(rendered.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select an item'],
      ['one', 'Item one'],
      ['two', 'Item two'],
      ['three', 'Item three'],
    ]);
    expect(select.value).toBe('');
  });

  it('renders only the options without a placeholder', () => {
    render(<Select label="Item" options={options} />);
    expect(screen.getAllByRole('option')).toHaveLength(options.length);
    expect(combobox('Item').value).toBe('one');
  });

  it('gives onChange the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select label="Item" options={options} placeholder="Select an item" onChange={onChange} />);
    await userEvent.setup().selectOptions(combobox('Item'), 'two');
    expect(onChange).toHaveBeenCalledWith('two');
    expect(combobox('Item').value).toBe('two');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Select label="Item" options={options} placeholder="Select an item" value="three" onChange={() => {}} />);
    expect(combobox('Item').value).toBe('three');
    rerender(<Select label="Item" options={options} placeholder="Select an item" value="" onChange={() => {}} />);
    expect(combobox('Item').value).toBe('');
  });

  it('starts at defaultValue', () => {
    render(<Select label="Item" options={options} placeholder="Select an item" defaultValue="two" />);
    expect(combobox('Item').value).toBe('two');
  });

  it('marks a required select visibly and natively', () => {
    render(<Select label="Item" options={options} placeholder="Select an item" isRequired />);
    const select = combobox('Item');
    expect(select).toBeRequired();
    expect(document.querySelector(`label[for="${select.id}"]`)).toHaveTextContent('Item *');
  });

  it('describes the select with its description', () => {
    render(<Select label="Item" options={options} description="Lorem ipsum dolor." />);
    expect(combobox('Item')).toHaveAccessibleDescription('Lorem ipsum dolor.');
  });

  it('shows a custom error tied to the select when isInvalid', () => {
    render(<Select label="Item" options={options} description="Lorem." isInvalid errorMessage="Item two is not available." />);
    const select = combobox('Item');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionsOf(select)).toEqual(['Lorem.', 'Item two is not available.']);
  });

  it('shows no error while valid', () => {
    render(<Select label="Item" options={options} errorMessage="Item two is not available." />);
    const select = combobox('Item');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Item two is not available.')).not.toBeInTheDocument();
  });

  it("shows the browser's message when submitted without a choice while required", async () => {
    const { onSubmit, user } = renderForm(
      <Select label="Item" name="item" options={options} placeholder="Select an item" isRequired />,
    );
    const select = combobox('Item');
    expect(descriptionsOf(select)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expectValueMissing(select, onSubmit);
  });

  it('clears the error on change and submits the chosen value', async () => {
    const { onSubmit, user } = renderForm(
      <Select label="Item" name="item" options={options} placeholder="Select an item" isRequired />,
    );
    const select = combobox('Item');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(select, 'three');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(descriptionsOf(select)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const form = select.form;
    expect(form && new FormData(form).get('item')).toBe('three');
  });

  it('words the native failure with errorMessage when given', async () => {
    const { user } = renderForm(
      <Select label="Item" name="item" options={options} placeholder="Select an item" isRequired errorMessage="Choose an item." />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(combobox('Item')).toHaveAccessibleDescription('Choose an item.');
  });

  it('focuses the first invalid field of the form, not a later one', async () => {
    const { user } = renderForm(
      <>
        <input aria-label="First" required />
        <Select label="Item" name="item" options={options} placeholder="Select an item" isRequired />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(combobox('Item')).toHaveAttribute('aria-invalid', 'true');
    expect(combobox('Item')).not.toHaveFocus();
  });

  it('blocks the submit while isInvalid', async () => {
    const { onSubmit, user } = renderForm(
      <Select label="Item" name="item" options={options} defaultValue="two" isInvalid errorMessage="Item two is not available." />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the Form's validationErrors for its name until the value changes", async () => {
    const { onSubmit, user } = renderForm(<Select label="Item" name="item" options={options} defaultValue="one" />, {
      validationErrors: { item: 'Item one is sold out.' },
    });
    const select = combobox('Item');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionsOf(select)).toEqual(['Item one is sold out.']);

    await user.selectOptions(select, 'two');
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('clears the error when the form is reset', async () => {
    const { user } = renderForm(<Select label="Item" name="item" options={options} placeholder="Select an item" isRequired />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(combobox('Item')).toHaveAttribute('aria-invalid', 'true');

    act(() => combobox('Item').form?.reset());
    expect(combobox('Item')).not.toHaveAttribute('aria-invalid');
  });

  it('disables the select', () => {
    render(<Select label="Item" options={options} isDisabled />);
    expect(combobox('Item')).toBeDisabled();
  });

  it.each([
    ['a required select without a placeholder', { isRequired: true }, /needs a placeholder/],
    ['an option with an empty value', { options: [{ value: '', label: 'None' }] }, /empty value/],
    [
      'two options with one value',
      { options: [...options, { value: 'one', label: 'Again' }] },
      /two options with value "one"/,
    ],
    ['no options', { options: [] }, /at least one option/],
    ['a typed asterisk in the label', { label: 'Item *' }, /pass label="Item" with isRequired/],
  ])('refuses %s in development', (_case, props, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Select label="Item" options={options} {...props} />)).toThrow(message);
  });
});
