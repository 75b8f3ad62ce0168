import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateName, validationMessages } from '@rihla/contract';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('is labelled, typed into and reports its value', async () => {
    const onChange = vi.fn();
    render(<TextField label="الاسم بالكامل" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'الاسم بالكامل' }), 'أحمد');
    expect(onChange).toHaveBeenLastCalledWith('أحمد');
  });
  it('shows the Arabic error, marks the input invalid and describes it with the error', () => {
    render(<TextField label="البريد الإلكتروني" isInvalid errorMessage={validationMessages.email} />);
    const input = screen.getByRole('textbox', { name: 'البريد الإلكتروني' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveAccessibleDescription(validationMessages.email);
  });
  it('runs a contract rule as its validator after blur', async () => {
    render(<TextField label="الاسم بالكامل" validate={validateName} validationBehavior="aria" />);
    const input = screen.getByRole('textbox', { name: 'الاسم بالكامل' });
    await userEvent.type(input, 'أحمد');
    await userEvent.tab();
    expect(screen.getByText(validationMessages.name)).toBeTruthy();
    await userEvent.type(input, ' علي');
    expect(screen.queryByText(validationMessages.name)).toBeNull();
  });
  it('cannot be edited when disabled', () => {
    render(<TextField label="الاسم" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'الاسم' }).hasAttribute('disabled')).toBe(true);
  });
});
