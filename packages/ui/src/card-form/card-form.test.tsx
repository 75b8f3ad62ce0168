import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardMessages as m, type CardDetails } from '@rihla/contract';
import { CardForm, type CardFormProps } from './card-form.tsx';
import { caretAfterDigits } from './formatted-input.ts';

const TODAY = '2026-07-15';
const PAY = 'ادفع 1,234.50 ريال';

function setup(props: Partial<CardFormProps> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<CardForm amountHalalas={123450} onSubmit={onSubmit} today={TODAY} {...props} />);
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return {
    user,
    onSubmit,
    name: field(m.nameLabel),
    number: field(m.numberLabel),
    expiry: field(m.expiryLabel),
    cvc: field(m.cvcLabel),
    pay: () => screen.getByRole('button', { name: PAY }),
  };
}

describe('CardForm', () => {
  it('labels every field, fills them with the keyboard alone and sends the checked card', async () => {
    const { user, onSubmit, name, number, expiry, cvc } = setup();
    await user.tab();
    expect(name).toHaveFocus();
    await user.keyboard('Ahmed Ali');
    await user.tab();
    expect(number).toHaveFocus();
    await user.keyboard('4201320111111010');
    await user.tab();
    expect(expiry).toHaveFocus();
    await user.keyboard('0829');
    await user.tab();
    expect(cvc).toHaveFocus();
    await user.keyboard('123');
    await user.tab();
    expect(screen.getByRole('button', { name: PAY })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Ahmed Ali',
      number: '4201320111111010',
      month: 8,
      year: 2029,
      cvc: '123',
      brand: 'mada',
    } satisfies CardDetails);
  });

  it('gives each field the autofill name, keypad and direction of a card form', () => {
    const { name, number, expiry, cvc } = setup();
    expect(name).toHaveAttribute('autocomplete', 'cc-name');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    for (const input of [number, expiry, cvc]) expect(input).toHaveAttribute('inputmode', 'numeric');
    for (const input of [name, number, expiry, cvc]) expect(input).toHaveAttribute('dir', 'ltr');
  });

  it('groups the number as typed, Amex as 4-6-5, takes Arabic-Indic digits and refuses letters', async () => {
    const { user, number } = setup();
    // 20 digits typed: a Visa takes 19.
    await user.type(number, `٤١١١a${'1'.repeat(12)}1234`);
    expect(number.value).toBe('4111 1111 1111 1111 123');
    await user.clear(number);
    await user.type(number, '3782822463100059');
    expect(number.value).toBe('3782 822463 10005');
  });

  it('keeps the caret after the digit it followed and deletes across a space', async () => {
    const { user, number } = setup({ defaultValues: { number: '4111 1111 1111 1111' } });
    await user.click(number);
    // Caret after the fifth digit ("4111 1|"), then one more digit typed there.
    number.setSelectionRange(6, 6);
    await user.keyboard('9');
    expect(number.value).toBe('4111 1911 1111 1111 1');
    expect(number.selectionStart).toBe(7);
    // Backspace just after a space deletes the digit before it.
    number.setSelectionRange(5, 5);
    await user.keyboard('{Backspace}');
    expect(number.value).toBe('4111 9111 1111 1111');
    expect(number.selectionStart).toBe(3);
  });

  it('shows the brand, mada before Visa, in a polite live region', async () => {
    const { user, number } = setup();
    await user.type(number, '4201');
    const region = number.parentElement!.querySelector('[aria-live="polite"]')!;
    expect(region).toHaveTextContent(`${m.brand}: Visa`);
    await user.type(number, '32');
    expect(region).toHaveTextContent(`${m.brand}: mada`);
    await user.clear(number);
    expect(region).toHaveTextContent('');
  });

  it('formats the expiry as MM/YY', async () => {
    const { user, expiry } = setup();
    await user.type(expiry, '0829');
    expect(expiry.value).toBe('08/29');
    await user.clear(expiry);
    await user.type(expiry, '4/30');
    expect(expiry.value).toBe('04/30');
  });

  it('checks a field when it is left, with the error tied to the input', async () => {
    const { user, number, expiry } = setup();
    await user.type(number, '4201320111111011');
    expect(number).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(m.numberInvalid);
    await user.type(expiry, '0626');
    await user.tab();
    expect(expiry).toHaveAccessibleDescription(expect.stringContaining(m.expired));
    // Corrected, the error goes as the digits are typed.
    await user.clear(number);
    await user.type(number, '4201320111111010');
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('on a press with errors shows them all, focuses the first and sends nothing', async () => {
    const { user, onSubmit, name, cvc, pay } = setup({ defaultValues: { number: '4201 3201 1111 1010', expiry: '08/29' } });
    await user.click(pay());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(expect.stringContaining(m.nameRequired));
    expect(cvc).toHaveAccessibleDescription(expect.stringContaining(m.cvcRequired));
    expect(screen.getAllByText(/مطلوب/)).toHaveLength(2);
  });

  it('asks Amex for four digits of security code', async () => {
    const { user, cvc } = setup({ defaultValues: { name: 'Sara Ali', number: '3782 822463 10005', expiry: '08/29' } });
    await user.type(cvc, '123');
    await user.tab();
    expect(cvc).toHaveAccessibleDescription(expect.stringContaining(m.cvcInvalid));
    await user.type(cvc, '4');
    expect(cvc).not.toHaveAttribute('aria-invalid');
  });

  it('sends one card however often the button is pressed while pending', async () => {
    const onSubmit = vi.fn();
    function Owner() {
      const [pending, setPending] = useState(false);
      return (
        <CardForm
          amountHalalas={123450}
          today={TODAY}
          isPending={pending}
          defaultValues={{ name: 'Ahmed Ali', number: '4111111111111111', expiry: '08/29', cvc: '123' }}
          onSubmit={(card) => {
            onSubmit(card);
            setPending(true);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Owner />);
    const pay = screen.getByRole('button', { name: new RegExp(m.pay) });
    await user.dblClick(pay);
    await user.click(pay);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ brand: 'visa', number: '4111111111111111' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: m.numberLabel })).toHaveAttribute('readonly');
  });

  it('shows the gateway’s message in an alert above the button', () => {
    setup({ error: 'رفض البنك العملية: الرصيد غير كافٍ' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('رفض البنك العملية: الرصيد غير كافٍ');
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: PAY })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the errors of restored values at once when asked', () => {
    setup({ defaultValues: { name: 'أحمد', number: '4111', expiry: '01/20', cvc: '1' }, revealErrors: true });
    for (const text of [m.nameLatin, m.numberInvalid, m.expired, m.cvcInvalid])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('finds the caret after a given digit', () => {
    expect(caretAfterDigits('4111 1111', 0)).toBe(0);
    expect(caretAfterDigits('4111 1111', 4)).toBe(4);
    expect(caretAfterDigits('4111 1111', 5)).toBe(6);
    expect(caretAfterDigits('08/2', 9)).toBe(4);
  });
});
