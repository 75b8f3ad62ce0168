import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@rihla/contract';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and reports the toggle state', async () => {
    render(<PasswordField label="كلمة المرور" />);
    const input = screen.getByLabelText('كلمة المرور', { selector: 'input' });
    await userEvent.type(input, 'abc12345');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'إظهار كلمة المرور' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('abc12345');
  });
  it('toggles from the keyboard', async () => {
    render(<PasswordField label="كلمة المرور" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('كلمة المرور', { selector: 'input' }).getAttribute('type')).toBe('text');
  });
  it('shows the Arabic error', () => {
    render(<PasswordField label="كلمة المرور" isInvalid errorMessage={validationMessages.password} />);
    expect(screen.getByLabelText('كلمة المرور', { selector: 'input' })).toHaveAccessibleDescription(validationMessages.password);
  });
});
