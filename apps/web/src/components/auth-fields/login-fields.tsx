import type { LoginPayload } from '@rihla/contract';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { bindTextField, type FieldsForm } from './bind-field.ts';
import { EmailField } from './email-field.tsx';

export type LoginFieldsProps = FieldsForm<LoginPayload>;

/** E-mail and password with show/hide. */
export function LoginFields(form: LoginFieldsProps) {
  return (
    <>
      <EmailField {...bindTextField(form, 'email')} />
      <PasswordField label="كلمة المرور" autoComplete="current-password" {...bindTextField(form, 'password')} />
    </>
  );
}
