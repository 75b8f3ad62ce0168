import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { cardMessages, formatHalalas, paymentMessages as m } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { TextField } from '@rihla/ui/text-field/text-field';
import type { PaymentState } from './use-payment.ts';

const submitting = (send: () => void) => (e: FormEvent) => {
  e.preventDefault();
  send();
};

/** STC Pay, first step: the wallet's mobile number and the pay button. */
export function StcMobileForm({ state }: { state: PaymentState }) {
  const { actor, mobile, fieldError, error, isBusy, amountHalalas } = state;
  return (
    <Form
      onSubmit={submitting(() => actor.send({ type: 'payment.payStc' }))}
      aria-label="الدفع عبر STC Pay"
      validationBehavior="aria"
      className={form}
    >
      <TextField
        label={m.mobileLabel}
        description={m.mobileHint}
        value={mobile}
        onChange={(value) => actor.send({ type: 'payment.setMobile', value })}
        isInvalid={Boolean(fieldError)}
        errorMessage={fieldError ?? undefined}
        isRequired
        isReadOnly={isBusy}
        inputMode="tel"
        autoComplete="tel-national"
        inputDir="ltr"
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" isPending={isBusy} className={css({ alignSelf: 'stretch' })}>
        {cardMessages.pay} {formatHalalas(amountHalalas)}
      </Button>
    </Form>
  );
}

/** STC Pay, second step: the OTP the customer received by text message. */
export function StcOtpForm({ state }: { state: PaymentState }) {
  const { actor, otp, fieldError, error, isBusy } = state;
  return (
    <Form
      onSubmit={submitting(() => actor.send({ type: 'payment.submitOtp' }))}
      aria-label="رمز التحقق من STC Pay"
      validationBehavior="aria"
      className={form}
    >
      <p>{m.otpSent}</p>
      <TextField
        label={m.otpLabel}
        description={m.otpHint}
        value={otp}
        onChange={(value) => actor.send({ type: 'payment.setOtp', value })}
        isInvalid={Boolean(fieldError)}
        errorMessage={fieldError ?? undefined}
        isRequired
        isReadOnly={isBusy}
        inputMode="numeric"
        autoComplete="one-time-code"
        inputDir="ltr"
        autoFocus
      />
      {error && <Alert>{error}</Alert>}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" isPending={isBusy} className={css({ flex: '1' })}>
          تأكيد الدفع
        </Button>
        <Button variant="secondary" onPress={() => actor.send({ type: 'payment.changeMobile' })} isDisabled={isBusy}>
          {m.changeMobile}
        </Button>
      </div>
    </Form>
  );
}

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
