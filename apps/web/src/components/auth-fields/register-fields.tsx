import type { RegisterPayload } from '@rihla/contract';
import { Checkbox } from '@rihla/ui/checkbox/checkbox';
import { Link } from '@rihla/ui/link/link';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { PhoneField } from '@rihla/ui/phone-field/phone-field';
import { TextField } from '@rihla/ui/text-field/text-field';
import { bindTextField, type FieldsForm } from './bind-field.ts';
import { EmailField } from './email-field.tsx';
import { useDetectedCountry } from '../../lib/use-detected-country.ts';

export type RegisterValues = RegisterPayload & { privacy_consent: boolean };

export type RegisterFieldsProps = FieldsForm<RegisterValues>;

/**
 * Phone with dial-code picker (Saudi Arabia unless the visitor's country is known), full name,
 * e-mail, password and confirmation with show/hide, and the privacy consent whose link opens /policy
 * in a new tab (docs/product.md, "Screens and routes").
 */
export function RegisterFields(form: RegisterFieldsProps) {
  const { values, errors, onChange, onBlur } = form;
  const detected = useDetectedCountry();
  return (
    <>
      <PhoneField
        label="رقم الهاتف"
        name="phone_number"
        isRequired
        value={values.phone_number}
        defaultCountry={detected || values.country_code || 'sa'}
        onChange={(phone_number, meta) => onChange({ phone_number, country_code: meta.country })}
        onBlur={() => onBlur('phone_number')}
        isInvalid={Boolean(errors.phone_number)}
        errorMessage={errors.phone_number}
      />
      <TextField label="الاسم الكامل" autoComplete="name" {...bindTextField(form, 'name')} />
      <EmailField {...bindTextField(form, 'email')} />
      <PasswordField label="كلمة المرور" autoComplete="new-password" {...bindTextField(form, 'password')} />
      <PasswordField label="تأكيد كلمة المرور" autoComplete="new-password" {...bindTextField(form, 'password_confirmation')} />
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
