import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../design-system/components/TextField/TextField';
import { textFieldTypes } from '../../design-system/components/TextField/textFieldTypes';
import { descriptionsOf, expectValueMissing, renderForm } from './fieldForm';

describe('TextField', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the input by its label', () => {
    render(<TextField label="Full name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(screen.getByLabelText('Full name')).toBe(input);
  });

  it.each(textFieldTypes)('renders an input of type %s', (type) => {
    render(<TextField label="Value" type={type} />);
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveAttribute('type', type);
  });

  it('defaults to type text', () => {
    render(<TextField label="Value" />);
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveAttribute('type', 'text');
  });

  it('shows a visible required marker that stays out of the accessible name', () => {
    render(<TextField label="Full name" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toBeRequired();
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label).toHaveTextContent('Full name *');
    expect(screen.getByText('*', { exact: false, selector: '[aria-hidden="true"]' })).toBeVisible();
  });

  it('is not required by default and shows no marker', () => {
    render(<TextField label="Full name" />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).not.toBeRequired();
    expect(screen.getByText('Full name')).not.toHaveTextContent('*');
  });

  it('passes name, placeholder and autoComplete to the input', () => {
    render(<TextField label="Email" name="email" placeholder="name@example.com" autoComplete="email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('placeholder', 'name@example.com');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('describes the input with its description', () => {
    render(<TextField label="Phone" description="Lorem ipsum dolor." />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Lorem ipsum dolor.');
  });

  it('shows a custom error tied to the input when isInvalid', () => {
    render(<TextField label="Code" description="Three letters." isInvalid errorMessage="Lorem is not a code." />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Three letters. Lorem is not a code.');
    expect(descriptionsOf(input)).toEqual(['Three letters.', 'Lorem is not a code.']);
  });

  it('shows no error and no aria-invalid while valid', () => {
    render(<TextField label="Code" errorMessage="Lorem is not a code." />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Lorem is not a code.')).not.toBeInTheDocument();
  });

  it("shows the browser's message when a required field is submitted empty", async () => {
    const { onSubmit, user } = renderForm(<TextField label="Full name" name="name" isRequired />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Full name' });
    expect(descriptionsOf(input)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expectValueMissing(input, onSubmit);
  });

  it("shows the browser's type mismatch message for a malformed email", async () => {
    const { onSubmit, user } = renderForm(<TextField label="Email" name="email" type="email" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });

    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.validity.typeMismatch).toBe(true);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionsOf(input)).toEqual([input.validationMessage]);
  });

  it('submits once the value is fixed and drops the error', async () => {
    const { onSubmit, user } = renderForm(<TextField label="Email" name="email" type="email" isRequired />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionsOf(input)).toEqual([input.validationMessage]);

    await user.type(input, 'name@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(descriptionsOf(input)).toEqual([]);
  });

  it('shows the message returned by validate after a submit', async () => {
    const { onSubmit, user } = renderForm(
      <TextField label="Code" name="code" validate={(value) => (value.length >= 3 ? null : 'Enter at least three characters.')} />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'ab');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter at least three characters.');
  });

  it('lets an errorMessage function word each failure', async () => {
    const { user } = renderForm(
      <TextField
        label="Email"
        name="email"
        type="email"
        isRequired
        errorMessage={({ validationDetails }) =>
          validationDetails.valueMissing ? 'Enter an email address.' : 'Check the email address.'
        }
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription('Enter an email address.');

    await user.type(input, 'lorem');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription('Check the email address.');
  });

  it('disables the input', () => {
    render(<TextField label="Full name" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  });

  it('reports typed text through onChange', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full name" onChange={onChange} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Full name' }), 'Lo');
    expect(onChange).toHaveBeenLastCalledWith('Lo');
  });

  it.each([
    ['a blank label', '  ', /needs a visible label/],
    ['a typed asterisk', 'Full name *', /pass label="Full name" with isRequired/],
  ])('refuses %s in development', (_case, label, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<TextField label={label} />)).toThrow(message);
  });
});
