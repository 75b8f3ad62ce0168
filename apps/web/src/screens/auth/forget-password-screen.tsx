import type { FormEvent } from 'react';
import {
  passwordResetFormMachine,
  validatePasswordResetForm,
} from '@rihla/machines/password-reset-form/password-reset-form.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { requestPasswordReset } from '../../api/auth.ts';
import { AuthCard, formStyle } from '../../features/auth/auth-card.tsx';
import { bindTextField } from '../../components/auth-fields/bind-field.ts';
import { EmailField } from '../../components/auth-fields/email-field.tsx';
import { useFormMachine } from '../../lib/use-form-machine.ts';
import { useRedirectWhenSignedIn } from '../../features/auth/use-redirect-when-signed-in.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { forgetPasswordText } from '@rihla/contract';

export default function ForgetPasswordScreen() {
  useDocumentMeta(forgetPasswordText);
  useRedirectWhenSignedIn();
  const form = useFormMachine(passwordResetFormMachine, {
    validate: validatePasswordResetForm,
    submit: (payload) => requestPasswordReset(payload.email),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <AuthCard title="استعادة كلمة المرور">
      <form className={formStyle} onSubmit={onSubmit} noValidate aria-label="استعادة كلمة المرور">
        {form.error && <Alert tone="error">{form.error}</Alert>}
        {form.success && <Alert tone="success">{form.success}</Alert>}
        <EmailField
          {...bindTextField({ values: form.values, errors: form.errors, onChange: form.change, onBlur: form.blur }, 'email')}
        />
        <Button type="submit" isDisabled={!form.canSubmit && !form.isSubmitting} isPending={form.isSubmitting}>
          إرسال
        </Button>
      </form>
      <Link href="/auth/login" variant="standalone">
        العودة إلى تسجيل الدخول
      </Link>
    </AuthCard>
  );
}
