import type { FormEvent } from 'react';
import { useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { staffPasswordFormMachine, validateStaffPassword } from '@rihla/machines/staff-sign-in/staff-forms.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { PasswordField } from '@rihla/ui/password-field/password-field';
import { useFormMachine } from '../../lib/use-form-machine.ts';
import { staffSetPassword } from '../admin-api.ts';
import { AdminPage, panel } from '../layout/admin-page.tsx';
import { useRefusedFieldFocus } from '../layout/use-refused-field-focus.ts';

/** /admin/set-password?token=…: the link of an invitation (or of `pnpm admin create-staff`). */
export default function SetPasswordScreen() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useFormMachine(staffPasswordFormMachine, {
    validate: validateStaffPassword,
    submit: staffSetPassword,
    input: { values: { token } },
  });
  const formRef = useRefusedFieldFocus(form.actor);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <main id="main" className={css({ minHeight: '100vh', bg: 'bg.subtle', display: 'grid', placeItems: 'center', padding: '4' })}>
      <div className={css({ width: '100%', maxWidth: '440px' })}>
        <AdminPage title="تعيين كلمة المرور">
          <div className={panel}>
            {form.success ? (
              <>
                <Alert tone="success">{form.success}</Alert>
                <Link href="/admin/login" variant="button">
                  الدخول إلى لوحة التحكم
                </Link>
              </>
            ) : (
              <form
                ref={formRef}
                onSubmit={onSubmit}
                noValidate
                className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
              >
                {form.error && <Alert tone="error">{form.error}</Alert>}
                <PasswordField
                  label="كلمة المرور الجديدة"
                  description="12 حرفًا على الأقل؛ جملة تتذكرها أفضل من كلمة قصيرة."
                  autoComplete="new-password"
                  value={form.values.password}
                  onChange={(password) => form.change({ password })}
                  onBlur={() => form.blur('password')}
                  isInvalid={Boolean(form.errors.password)}
                  errorMessage={form.errors.password}
                />
                <PasswordField
                  label="تأكيد كلمة المرور"
                  autoComplete="new-password"
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
            )}
          </div>
        </AdminPage>
      </div>
    </main>
  );
}
