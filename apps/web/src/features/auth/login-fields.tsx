import type { FieldErrors, LoginPayload } from '@rihla/contract';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { TextField } from '@rihla/ui/text-field/text-field';

export interface LoginFieldsProps {
  values: LoginPayload;
  /** Messages to show now (the touched fields'). */
  errors: FieldErrors<string>;
  onChange: (values: Partial<LoginPayload>) => void;
  onBlur: (field: keyof LoginPayload) => void;
}

/** E-mail and password with show/hide. */
export function LoginFields({ values, errors, onChange, onBlur }: LoginFieldsProps) {
  return (
    <>
      <TextField
        label="البريد الإلكتروني"
        type="email"
        name="email"
        autoComplete="email"
        inputDir="ltr"
        isRequired
        validationBehavior="aria"
        value={values.email}
        onChange={(email) => onChange({ email })}
        onBlur={() => onBlur('email')}
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email}
      />
      <PasswordField
        label="كلمة المرور"
        name="password"
        autoComplete="current-password"
        isRequired
        validationBehavior="aria"
        value={values.password}
        onChange={(password) => onChange({ password })}
        onBlur={() => onBlur('password')}
        isInvalid={Boolean(errors.password)}
        errorMessage={errors.password}
      />
    </>
  );
}
