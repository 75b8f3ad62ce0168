import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validatePhone, validationMessages } from '@rihla/contract';
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
