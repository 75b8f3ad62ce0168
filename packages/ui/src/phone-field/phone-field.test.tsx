import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@rihla/contract';
import { validatePhone } from '@rihla/contract/phone';
import { PhoneField, type PhoneFieldProps } from './phone-field.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

function Harness(props: Partial<PhoneFieldProps>) {
  const [phone, setPhone] = useState('');
  return (
    <>
      <PhoneField value={phone} onChange={setPhone} {...props} />
      <output aria-label="القيمة">{phone}</output>
    </>
  );
}
const value = () => screen.getByRole('status', { name: 'القيمة' }).textContent;

describe('PhoneField', () => {
  it('defaults to Saudi Arabia and gives the number in E.164', async () => {
    render(<Harness />, { wrapper: UiProvider });
    expect(screen.getByRole('button', { name: /رمز الدولة/ })).toHaveTextContent('+966');
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم الهاتف' }), '501234567');
    expect(value()).toBe('+966501234567');
    expect(validatePhone(value()!)).toBeNull();
  });
  it('turns Arabic-Indic digits into ASCII and refuses letters', async () => {
    render(<Harness />, { wrapper: UiProvider });
    const input = screen.getByRole('textbox', { name: 'رقم الهاتف' });
    await userEvent.type(input, '٥٠١٢٣');
    expect(value()).toBe('+96650123');
    await userEvent.type(input, 'abc-');
    expect((input as HTMLInputElement).value).not.toMatch(/[a-z-]/);
    expect(value()).toBe('+96650123');
  });
  it('picks the country from a pasted international number', async () => {
    render(<Harness />, { wrapper: UiProvider });
    const input = screen.getByRole('textbox', { name: 'رقم الهاتف' });
    await userEvent.click(input);
    await userEvent.paste('+٢٠١٠٠١٢٣٤٥٦٧');
    expect(value()).toBe('+201001234567');
    expect(screen.getByRole('button', { name: /رمز الدولة/ })).toHaveTextContent('+20');
  });
  it('starts on a given country with Saudi Arabia first in the picker', async () => {
    render(<Harness defaultCountry="eg" />, { wrapper: UiProvider });
    const picker = screen.getByRole('button', { name: /رمز الدولة/ });
    expect(picker).toHaveTextContent('+20');
    await userEvent.click(picker);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('السعودية');
    expect(options.length).toBeGreaterThan(200);
  });
  it('follows a country detected after it appeared, until the visitor types', async () => {
    const { rerender } = render(<Harness />, { wrapper: UiProvider });
    const picker = screen.getByRole('button', { name: /رمز الدولة/ });
    expect(picker).toHaveTextContent('+966');
    rerender(<Harness defaultCountry="eg" />);
    expect(picker).toHaveTextContent('+20');
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم الهاتف' }), '1001234567');
    expect(value()).toBe('+201001234567');
    // A later detection no longer moves what the visitor typed.
    rerender(<Harness defaultCountry="ae" />);
    expect(picker).toHaveTextContent('+20');
    expect(value()).toBe('+201001234567');
  });
  it('shows the Arabic error', () => {
    render(<PhoneField isInvalid errorMessage={validationMessages.phone} />, { wrapper: UiProvider });
    expect(screen.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveAccessibleDescription(validationMessages.phone);
  });
});

describe('PhoneField: numbering plans (issue: wrong numbers saved)', () => {
  const input = () => screen.getByRole('textbox', { name: 'رقم الهاتف' }) as HTMLInputElement;
  const picker = () => screen.getByRole('button', { name: /رمز الدولة/ });

  it('reads a Saudi mobile with its trunk 0 and shows it grouped on leaving the field', async () => {
    render(<Harness />, { wrapper: UiProvider });
    await userEvent.type(input(), '0551234567');
    expect(input().value).toBe('0551234567');
    expect(value()).toBe('+966551234567');
    await userEvent.tab();
    expect(input().value).toBe('55 123 4567');
    expect(value()).toBe('+966551234567');
  });
  it('accepts a typed "+" and moves the picker to the number\'s country', async () => {
    render(<Harness />, { wrapper: UiProvider });
    await userEvent.type(input(), '+966501234567');
    expect(value()).toBe('+966501234567');
    expect(picker()).toHaveTextContent('+966');
    await userEvent.clear(input());
    await userEvent.type(input(), '+971501234567');
    expect(picker()).toHaveTextContent('+971');
    expect(value()).toBe('+971501234567');
    await userEvent.tab();
    expect(input().value).toBe('50 123 4567');
  });
  it('keeps the caret where the person types', async () => {
    render(<Harness />, { wrapper: UiProvider });
    await userEvent.type(input(), '50 1');
    expect(input().value).toBe('50 1');
    await userEvent.type(input(), '٥', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input().value).toBe('550 1');
    expect(input().selectionStart).toBe(2);
  });
  it('takes a pasted number with spaces and dashes', async () => {
    render(<Harness />, { wrapper: UiProvider });
    await userEvent.click(input());
    await userEvent.paste('055-123-4567');
    expect(value()).toBe('+966551234567');
  });
  it('reads numbers in the picked country: UAE, Egypt, Turkey', async () => {
    for (const [country, typed, e164] of [
      ['ae', '0501234567', '+971501234567'],
      ['eg', '01012345678', '+201012345678'],
      ['tr', '05321234567', '+905321234567'],
    ] as const) {
      const { unmount } = render(<Harness defaultCountry={country} />, { wrapper: UiProvider });
      await userEvent.type(input(), typed);
      expect(value()).toBe(e164);
      unmount();
    }
  });
  it('an impossible number stays unfinished, so the form refuses it', async () => {
    render(<Harness />, { wrapper: UiProvider });
    await userEvent.type(input(), '05512345');
    expect(value()).toBe('+96655123' + '45');
    expect(validatePhone(value()!)).toBe(validationMessages.phone);
  });
  it('shows a stored number grouped under its own country', () => {
    render(<PhoneField value="+201012345678" />, { wrapper: UiProvider });
    expect(input().value).toBe('10 12345678');
    expect(picker()).toHaveTextContent('+20');
  });
});
