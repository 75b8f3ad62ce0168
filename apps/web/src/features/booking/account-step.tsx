import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { registerFormMachine } from '@rihla/machines/register-form/register-form.machine';
import { selectAccountErrors } from '@rihla/machines/booking-wizard/booking-wizard.account-errors';
import { register } from '../../api/auth.ts';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { LoginFields } from '../../components/auth-fields/login-fields.tsx';
import { RegisterFields } from '../../components/auth-fields/register-fields.tsx';
import { useTouched } from '../../lib/use-touched.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import { headingStyle, stepStyle } from './step-style.ts';

/** The register form's machine with its call: the wizard invokes it once this module is here. */
export const registerFormLogic = registerFormMachine.provide({
  actors: { submit: fromPromise(({ input }) => register(input.payload)) },
});

/**
 * Step 1 (guests only): "are you a new customer?" New customers register, returning ones log in, and
 * 'التالي' stays inactive until the form is valid. Switching clears the error (the machine does).
 */
export function AccountStep({ wizard }: { wizard: BookingWizard }) {
  const { actor, context, error, isBusy, canNext } = wizard;
  const accountErrors = useSelector(actor, selectAccountErrors);
  const isNew = context.isNewCustomer;
  // The wizard machine gates the button; which messages show is the screen's concern.
  const { touch, shown } = useTouched<string>();
  const visible = Object.fromEntries(
    Object.keys(accountErrors)
      .map((k) => [k, shown(accountErrors, k)])
      .filter(([, v]) => v),
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'wizard.next' });
  };
  return (
    <section aria-labelledby="step-title" className={stepStyle}>
      <h2 id="step-title" tabIndex={-1} className={headingStyle}>
        الحساب
      </h2>
      <div
        role="group"
        aria-labelledby="new-customer-label"
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <p id="new-customer-label" className={css({ fontWeight: '600' })}>
          هل أنت عميل جديد؟
        </p>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button
            variant={isNew ? 'primary' : 'secondary'}
            aria-pressed={isNew}
            onPress={() => actor.send({ type: 'wizard.setCustomerType', isNew: true })}
            className={css({ flex: '1' })}
          >
            نعم
          </Button>
          <Button
            variant={!isNew ? 'primary' : 'secondary'}
            aria-pressed={!isNew}
            onPress={() => actor.send({ type: 'wizard.setCustomerType', isNew: false })}
            className={css({ flex: '1' })}
          >
            لا، لدي حساب
          </Button>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate aria-label={isNew ? 'إنشاء حساب' : 'تسجيل الدخول'} className={stepStyle}>
        {error && <Alert tone="error">{error}</Alert>}
        {isNew ? (
          <RegisterFields
            key="register"
            values={wizard.registerValues}
            errors={visible}
            onChange={(values) => actor.send({ type: 'wizard.editRegister', values })}
            onBlur={touch}
          />
        ) : (
          <LoginFields
            key="login"
            values={wizard.loginValues}
            errors={visible}
            onChange={(values) => actor.send({ type: 'wizard.editLogin', values })}
            onBlur={touch}
          />
        )}
        <Button type="submit" isDisabled={!canNext && !isBusy} isPending={isBusy}>
          التالي
        </Button>
      </form>
    </section>
  );
}
