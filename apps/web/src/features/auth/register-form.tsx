import type { FormEvent } from 'react';
import type { AuthResponse } from '@rihla/contract';
import { registerFormMachine, validateRegisterForm } from '@rihla/machines/register-form/register-form.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { register } from '../../api/auth.ts';
import { sessionActor } from '../../lib/session.ts';
import { formStyle } from './auth-card.tsx';
import { RegisterFields } from '../../components/auth-fields/register-fields.tsx';
import { useFormMachine } from '../../lib/use-form-machine.ts';

/** The register page's form on the register-form machine: inactive until every rule holds. */
export function RegisterForm() {
  const form = useFormMachine(registerFormMachine, {
    validate: validateRegisterForm,
    submit: register,
    onSucceeded: (r: AuthResponse) => sessionActor().send({ type: 'session.signedIn', token: r.access_token, user: r.user }),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <form className={formStyle} onSubmit={onSubmit} noValidate aria-label="إنشاء حساب">
      {form.error && <Alert tone="error">{form.error}</Alert>}
      <RegisterFields values={form.values} errors={form.errors} onChange={form.change} onBlur={form.blur} />
      <Button type="submit" isDisabled={!form.canSubmit && !form.isSubmitting} isPending={form.isSubmitting}>
        إنشاء حساب
      </Button>
    </form>
  );
}
