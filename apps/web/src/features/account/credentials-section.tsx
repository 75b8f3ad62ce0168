import type { FormEvent, ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import type { User } from '@rihla/contract';
import {
  emailFormMachine,
  passwordFormMachine,
  phoneFormMachine,
  validateEmailForm,
  validatePasswordForm,
  validatePhoneForm,
} from '@rihla/machines/credentials/credential-forms.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { PhoneField } from '@rihla/ui/phone-field/phone-field';
import { TextField } from '@rihla/ui/text-field/text-field';
import { changeEmail, changePassword, changePhone } from '../../api/customer.ts';
import { sessionActor } from '../../lib/session.ts';
import { useFormMachine } from '../../lib/use-form-machine.ts';

const updated = (user: User) => sessionActor().send({ type: 'session.userUpdated', user });

/**
 * "بيانات الدخول والتواصل" on the account page (issue 31, item 9): the e-mail (the password asked;
 * the new address must be confirmed from its mailed link), the phone, and the password (the current
 * one first; every other device is signed out).
 */
export function CredentialsSection({ user }: { user: User }) {
  return (
    <section
      aria-labelledby="credentials-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '6', marginBlockStart: '8', maxWidth: '560px' })}
    >
      <h2 id="credentials-title" className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        بيانات الدخول والتواصل
      </h2>
      <EmailForm user={user} />
      <PhoneForm user={user} />
      <PasswordForm />
    </section>
  );
}

function Shell({
  label,
  form,
  submitLabel,
  children,
}: {
  label: string;
  form: {
    error: string | null;
    success: string | null;
    dismiss: () => void;
    submit: () => void;
    isSubmitting: boolean;
    canSubmit: boolean;
  };
  submitLabel: string;
  children: ReactNode;
}) {
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      {form.error && (
        <Alert tone="error" onDismiss={form.dismiss}>
          {form.error}
        </Alert>
      )}
      {form.success && (
        <Alert tone="success" onDismiss={form.dismiss}>
          {form.success}
        </Alert>
      )}
      {children}
      <Button
        type="submit"
        variant="secondary"
        isPending={form.isSubmitting}
        isDisabled={!form.canSubmit && !form.isSubmitting}
        className={css({ alignSelf: 'flex-start' })}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

function EmailForm({ user }: { user: User }) {
  const form = useFormMachine(emailFormMachine, {
    validate: validateEmailForm,
    submit: changeEmail,
    input: { values: { email: user.email, password: '' } },
    onSucceeded: updated,
  });
  return (
    <Shell label="تغيير البريد الإلكتروني" form={form} submitLabel="حفظ البريد الجديد">
      <TextField
        label="البريد الإلكتروني"
        type="email"
        inputDir="ltr"
        autoComplete="email"
        value={form.values.email}
        onChange={(email) => form.change({ email })}
        onBlur={() => form.blur('email')}
        isInvalid={Boolean(form.errors.email)}
        errorMessage={form.errors.email}
      />
      <PasswordField
        label="كلمة المرور الحالية"
        description="للتأكد من أنك صاحب الحساب"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(password) => form.change({ password })}
      />
    </Shell>
  );
}

function PhoneForm({ user }: { user: User }) {
  const form = useFormMachine(phoneFormMachine, {
    validate: validatePhoneForm,
    submit: changePhone,
    input: { values: { phone_number: user.phone_number, country_code: user.country_code } },
    onSucceeded: updated,
  });
  return (
    <Shell label="تغيير رقم الهاتف" form={form} submitLabel="حفظ الرقم الجديد">
      <PhoneField
        label="رقم الهاتف"
        name="phone_number"
        value={form.values.phone_number}
        defaultCountry={user.country_code || 'sa'}
        onChange={(phone_number, meta) => form.change({ phone_number, country_code: meta.country })}
        onBlur={() => form.blur('phone_number')}
        isInvalid={Boolean(form.errors.phone_number)}
        errorMessage={form.errors.phone_number}
      />
    </Shell>
  );
}

function PasswordForm() {
  const form = useFormMachine(passwordFormMachine, {
    validate: validatePasswordForm,
    submit: changePassword,
    onSucceeded: () => undefined,
  });
  const field = (name: 'current_password' | 'password' | 'password_confirmation') => ({
    value: form.values[name],
    onChange: (value: string) => form.change({ [name]: value }),
    onBlur: () => form.blur(name),
    isInvalid: Boolean(form.errors[name]),
    errorMessage: form.errors[name],
  });
  return (
    <Shell label="تغيير كلمة المرور" form={form} submitLabel="تغيير كلمة المرور">
      <PasswordField label="كلمة المرور الحالية" autoComplete="current-password" {...field('current_password')} />
      <PasswordField label="كلمة المرور الجديدة" autoComplete="new-password" {...field('password')} />
      <PasswordField label="تأكيد كلمة المرور الجديدة" autoComplete="new-password" {...field('password_confirmation')} />
    </Shell>
  );
}
