import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { errorMessages, resetPasswordText } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { resetPassword } from '../../api/auth.ts';
import { AuthCard, formStyle } from '../../features/auth/auth-card.tsx';
import { newPasswordFormMachine, validateNewPassword } from '../../features/auth/new-password-form.ts';
import { useFormMachine } from '../../lib/use-form-machine.ts';
import { useRedirectWhenSignedIn } from '../../features/auth/use-redirect-when-signed-in.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

/** The page behind the e-mailed link (/auth/reset-password?token=…): choose a new password. */
export default function ResetPasswordScreen() {
  useDocumentMeta(resetPasswordText);
  useRedirectWhenSignedIn();
  const search = useSearch();
  const [token] = useState(() => new URLSearchParams(search).get('token') ?? '');
  const form = useFormMachine(newPasswordFormMachine, {
    validate: validateNewPassword,
    submit: resetPassword,
    input: { values: { token } },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };

  if (form.success) {
    return (
      <AuthCard title="تعيين كلمة مرور جديدة">
        <Alert tone="success">{form.success}</Alert>
        <Link href="/auth/login" variant="button">
          تسجيل الدخول
        </Link>
      </AuthCard>
    );
  }
  const error = form.error ?? (token ? null : errorMessages.resetTokenInvalid);
  return (
    <AuthCard title="تعيين كلمة مرور جديدة">
      <form className={formStyle} onSubmit={onSubmit} noValidate aria-label="تعيين كلمة مرور جديدة">
        {error && <Alert tone="error">{error}</Alert>}
        <PasswordField
          label="كلمة المرور الجديدة"
          name="password"
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          value={form.values.password}
          onChange={(password) => form.change({ password })}
          onBlur={() => form.blur('password')}
          isInvalid={Boolean(form.errors.password)}
          errorMessage={form.errors.password}
        />
        <PasswordField
          label="تأكيد كلمة المرور"
          name="password_confirmation"
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          value={form.values.password_confirmation}
          onChange={(password_confirmation) => form.change({ password_confirmation })}
          onBlur={() => form.blur('password_confirmation')}
          isInvalid={Boolean(form.errors.password_confirmation)}
          errorMessage={form.errors.password_confirmation}
        />
        <Button type="submit" isDisabled={!form.canSubmit && !form.isSubmitting} isPending={form.isSubmitting}>
          حفظ كلمة المرور
        </Button>
      </form>
      <Link href="/auth/forget-password" variant="standalone">
        طلب رابط جديد
      </Link>
    </AuthCard>
  );
}
