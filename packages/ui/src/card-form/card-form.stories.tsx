import { useState } from 'react';
import type { Story } from '@ladle/react';
import { CardForm, type CardFormProps } from './card-form.tsx';

// The payment step's card form. `today` is fixed so the expiry dates below stay in the future.
const TODAY = '2026-07-15';
const box = { maxWidth: 440 };

function Demo(props: Partial<CardFormProps>) {
  const [sent, setSent] = useState('');
  return (
    <div style={box}>
      <CardForm
        amountHalalas={452050}
        today={TODAY}
        onSubmit={(card) => setSent(`${card.brand} **** ${card.number.slice(-4)}`)}
        {...props}
      />
      <p role="status">
        {sent && (
          <>
            أرسلت البطاقة إلى بوابة الدفع: <bdi dir="ltr">{sent}</bdi>
          </>
        )}
      </p>
    </div>
  );
}

export const Empty: Story = () => <Demo />;
export const FilledMada: Story = () => (
  <Demo defaultValues={{ name: 'Ahmed Ali Alqahtani', number: '4201 3201 1111 1010', expiry: '08/29', cvc: '123' }} />
);
export const FilledAmex: Story = () => (
  <Demo defaultValues={{ name: 'Sara Alharbi', number: '3782 822463 10005', expiry: '11/28', cvc: '1234' }} />
);
export const WithErrors: Story = () => (
  <Demo defaultValues={{ name: 'أحمد', number: '4201 3201 1111 1011', expiry: '05/26', cvc: '12' }} revealErrors />
);
export const Pending: Story = () => (
  <Demo defaultValues={{ name: 'Ahmed Ali Alqahtani', number: '4201 3201 1111 1010', expiry: '08/29', cvc: '123' }} isPending />
);
export const GatewayError: Story = () => (
  <Demo
    defaultValues={{ name: 'Ahmed Ali Alqahtani', number: '4201 3200 0031 1101', expiry: '08/29', cvc: '123' }}
    error="رفض البنك العملية: الرصيد غير كافٍ. جرّب بطاقة أخرى أو طريقة دفع أخرى."
  />
);
