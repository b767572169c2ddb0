import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextArea } from '../../design-system/components/TextArea/TextArea';
import { descriptionsOf, expectValueMissing, renderForm } from './fieldForm';

describe('TextArea', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the textarea by its label', () => {
    render(<TextArea label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Message')).toBe(textarea);
  });

  it('renders no type attribute on the server, where only one render happens (invalid on a textarea)', () => {
    const html = renderToString(<TextArea label="Message" name="message" isRequired />);
    const textarea = /<textarea[^>]*>/.exec(html)?.[0];
    expect(textarea).toContain('name="message"');
    expect(textarea).not.toMatch(/\stype=/);
  });

  it('shows four rows by default', () => {
    render(<TextArea label="Message" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
  });

  it('takes a rows count', () => {
    render(<TextArea label="Message" rows={8} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '8');
  });

  it('marks a required textarea visibly and natively', () => {
    render(<TextArea label="Message" isRequired />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toBeRequired();
    expect(document.querySelector(`label[for="${textarea.id}"]`)).toHaveTextContent('Message *');
  });

  it('passes name, placeholder and maxLength to the textarea', () => {
    render(<TextArea label="Message" name="message" placeholder="Lorem ipsum" maxLength={500} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('name', 'message');
    expect(textarea).toHaveAttribute('placeholder', 'Lorem ipsum');
    expect(textarea).toHaveAttribute('maxlength', '500');
  });

  it('describes the textarea with its description', () => {
    render(<TextArea label="Message" description="Up to 500 characters." />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Up to 500 characters.');
  });

  it('shows a custom error tied to the textarea when isInvalid', () => {
    render(<TextArea label="Message" isInvalid errorMessage="Lorem is too short." />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionsOf(textarea)).toEqual(['Lorem is too short.']);
  });

  it("shows the browser's message when submitted empty while required", async () => {
    const { onSubmit, user } = renderForm(<TextArea label="Message" name="message" isRequired />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expectValueMissing(textarea, onSubmit);

    await user.type(textarea, 'Lorem ipsum');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(textarea).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a label with a typed asterisk in development', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<TextArea label="Message*" />)).toThrow(/pass label="Message" with isRequired/);
  });
});
