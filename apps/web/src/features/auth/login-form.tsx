import type { FormEvent } from 'react';
import type { AuthResponse } from '@rihla/contract';
import { loginFormMachine, validateLoginForm } from '@rihla/machines/login-form/login-form.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { login } from '../../api/auth.ts';
import { sessionActor } from '../../lib/session.ts';
import { formStyle } from './auth-card.tsx';
import { LoginFields } from '../../components/auth-fields/login-fields.tsx';
import { useFormMachine } from '../../lib/use-form-machine.ts';

/**
 * The login page's form on the login-form machine: the button stays inactive until e-mail and
 * password are valid; a success signs the session in (the page then leaves).
 */
export function LoginForm() {
  const form = useFormMachine(loginFormMachine, {
    validate: validateLoginForm,
    submit: login,
    onSucceeded: (r: AuthResponse) => sessionActor().send({ type: 'session.signedIn', token: r.access_token, user: r.user }),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <form className={formStyle} onSubmit={onSubmit} noValidate aria-label="تسجيل الدخول">
      {form.error && <Alert tone="error">{form.error}</Alert>}
      <LoginFields values={form.values} errors={form.errors} onChange={form.change} onBlur={form.blur} />
      <Button type="submit" isDisabled={!form.canSubmit && !form.isSubmitting} isPending={form.isSubmitting}>
        تسجيل الدخول
      </Button>
    </form>
  );
}
