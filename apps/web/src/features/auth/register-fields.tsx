import type { FieldErrors, RegisterPayload } from '@rihla/contract';
import { Checkbox } from '@rihla/ui/checkbox/checkbox';
import { Link } from '@rihla/ui/link/link';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { PhoneField } from '@rihla/ui/phone-field/phone-field';
import { TextField } from '@rihla/ui/text-field/text-field';

export type RegisterValues = RegisterPayload & { privacy_consent: boolean };
type Key = keyof RegisterValues;

export interface RegisterFieldsProps {
  values: RegisterValues;
  /** Messages to show now (the touched fields'). */
  errors: FieldErrors<string>;
  onChange: (values: Partial<RegisterValues>) => void;
  onBlur: (field: Key) => void;
}

/**
 * Phone with dial-code picker (Saudi Arabia unless the visitor's country is known), full name,
 * e-mail, password and confirmation with show/hide, and the privacy consent whose link opens /policy
 * in a new tab (SPEC.md section 2).
 */
export function RegisterFields({ values, errors, onChange, onBlur }: RegisterFieldsProps) {
  const text = (key: 'name' | 'email' | 'password' | 'password_confirmation') => ({
    name: key,
    isRequired: true,
    validationBehavior: 'aria' as const,
    value: values[key],
    onChange: (value: string) => onChange({ [key]: value }),
    onBlur: () => onBlur(key),
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
  });
  return (
    <>
      <PhoneField
        label="رقم الهاتف"
        name="phone_number"
        isRequired
        value={values.phone_number}
        defaultCountry={values.country_code || 'sa'}
        onChange={(phone_number, meta) => onChange({ phone_number, country_code: meta.country })}
        onBlur={() => onBlur('phone_number')}
        isInvalid={Boolean(errors.phone_number)}
        errorMessage={errors.phone_number}
      />
      <TextField label="الاسم الكامل" autoComplete="name" {...text('name')} />
      <TextField label="البريد الإلكتروني" type="email" autoComplete="email" inputDir="ltr" {...text('email')} />
      <PasswordField label="كلمة المرور" autoComplete="new-password" {...text('password')} />
      <PasswordField label="تأكيد كلمة المرور" autoComplete="new-password" {...text('password_confirmation')} />
      <Checkbox
        name="privacy_consent"
        isSelected={values.privacy_consent}
        onChange={(privacy_consent) => {
          onChange({ privacy_consent });
          onBlur('privacy_consent');
        }}
        isInvalid={Boolean(errors.privacy_consent)}
        errorMessage={errors.privacy_consent}
      >
        أوافق على{' '}
        <Link href="/policy" isExternal>
          سياسة الخصوصية
        </Link>
      </Checkbox>
    </>
  );
}
