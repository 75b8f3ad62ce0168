import { useState } from 'react';
import type { Story } from '@ladle/react';
import { validationMessages } from '@rihla/contract';
import { PhoneField } from './phone-field.tsx';

const box = { maxWidth: 380 };
export const Default: Story = () => {
  const [phone, setPhone] = useState('');
  return (
    <div style={box}>
      <PhoneField value={phone} onChange={setPhone} description="أرقام فقط، يمكنك الكتابة بالأرقام العربية" />
      <p>
        القيمة المرسلة: <bdi dir="ltr">{phone}</bdi>
      </p>
    </div>
  );
};
export const DetectedCountry: Story = () => (
  <div style={box}>
    <PhoneField defaultCountry="eg" />
  </div>
);
export const Focused: Story = () => (
  <div style={box}>
    <PhoneField autoFocus />
  </div>
);
export const Invalid: Story = () => (
  <div style={box}>
    <PhoneField value="+96650" isInvalid errorMessage={validationMessages.phone} />
  </div>
);
export const Disabled: Story = () => (
  <div style={box}>
    <PhoneField value="+966501234567" isDisabled />
  </div>
);
