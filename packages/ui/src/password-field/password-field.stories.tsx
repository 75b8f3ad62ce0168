import type { Story } from '@ladle/react';
import { validationMessages } from '@rihla/contract';
import { PasswordField } from './password-field.tsx';

const box = { maxWidth: 360 };
export const Default: Story = () => (
  <div style={box}>
    <PasswordField label="كلمة المرور" description="من 8 إلى 24 حرفًا إنجليزيًا أو رقمًا" />
  </div>
);
export const Focused: Story = () => (
  <div style={box}>
    <PasswordField label="كلمة المرور" autoFocus />
  </div>
);
export const Invalid: Story = () => (
  <div style={box}>
    <PasswordField label="كلمة المرور" defaultValue="abc" isInvalid errorMessage={validationMessages.password} />
  </div>
);
export const ConfirmationInvalid: Story = () => (
  <div style={box}>
    <PasswordField
      label="تأكيد كلمة المرور"
      defaultValue="abc12345"
      isInvalid
      errorMessage={validationMessages.passwordConfirmation}
    />
  </div>
);
export const Disabled: Story = () => (
  <div style={box}>
    <PasswordField label="كلمة المرور" defaultValue="secret123" isDisabled />
  </div>
);
