import { css } from '@rihla/styled-system/css';
import {
  formatHalalas,
  paymentMessages as m,
  toHalalas,
  type BookingWithFiles,
  type PaymentOutcome,
  type PaymentSettings,
} from '@rihla/contract';
import { Alert, alertRecipe } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { CardForm } from '@rihla/ui/card-form/card-form';
import { Link } from '@rihla/ui/link/link';
import { HoldCountdown } from './hold-countdown.tsx';
import { MethodChoice } from './method-choice.tsx';
import { PaymentSection } from './payment-section.tsx';
import { StcMobileForm, StcOtpForm } from './stc-pay-form.tsx';
import { usePayment, type PaymentState } from './use-payment.ts';

export interface PaymentStepProps {
  booking: BookingWithFiles;
  settings: PaymentSettings;
  callbackUrl: string;
  returnedPaymentId: string | null;
  /** Our server says the booking is paid. */
  onPaid: (outcome: PaymentOutcome) => void;
  onHoldEnded: () => void;
  /** The trip's page, to book again once the hold has ended. */
  tripLink: string;
}

/**
 * The wizard's payment step (issue 26): the total and the hold's time left, the methods the site
 * offers (card, STC Pay), and what came of the last attempt. Back from 3-D Secure it first checks
 * the payment with our server ("جارٍ التحقق من الدفع…").
 */
export function PaymentStep(props: PaymentStepProps) {
  const state = usePayment(props);
  const { booking, settings } = props;
  return (
    <PaymentSection>
      {settings.test_mode && (
        <div className={alertRecipe({ tone: 'info' })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <strong>{m.testMode}</strong>
            <p className={css({ fontWeight: '400' })}>
              {m.testModeHint}{' '}
              <bdi dir="ltr" className={css({ whiteSpace: 'nowrap' })}>
                {m.testCard}
              </bdi>{' '}
              {m.testModeHintEnd}
            </p>
          </div>
        </div>
      )}
      <div className={summary}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
          <span>{m.total}</span>
          <strong className={css({ fontSize: 'xl' })}>{formatHalalas(toHalalas(booking.total_price))}</strong>
        </div>
        {booking.payment_due_at && state.stage !== 'expired' && state.stage !== 'paid' && (
          <HoldCountdown dueAt={booking.payment_due_at} />
        )}
      </div>
      <p role="status" className={css({ color: 'fg.muted', '&:empty': { srOnly: true } })}>
        {state.busyText ?? ''}
      </p>
      <StagePanel state={state} tripLink={props.tripLink} />
    </PaymentSection>
  );
}

function StagePanel({ state, tripLink }: { state: PaymentState; tripLink: string }) {
  const { actor, stage, method, methods, isBusy, error } = state;
  switch (stage) {
    case 'verifying':
    case 'paid':
      return null;
    case 'expired':
      return (
        <>
          <Alert>{m.holdEnded}</Alert>
          <Link href={tripLink} variant="button" className={css({ alignSelf: 'start' })}>
            {m.bookAgain}
          </Link>
        </>
      );
    case 'reportFailed':
      return (
        <>
          <Alert>{error}</Alert>
          <Button
            variant="secondary"
            onPress={() => actor.send({ type: 'payment.retryReport' })}
            className={css({ alignSelf: 'start' })}
          >
            {m.retryVerify}
          </Button>
        </>
      );
    case 'otp':
      return <StcOtpForm state={state} />;
    case 'form':
      return (
        <>
          <MethodChoice
            methods={methods}
            value={method}
            isDisabled={isBusy}
            onChange={(next) => actor.send({ type: 'payment.chooseMethod', method: next })}
          />
          {method === 'creditcard' ? (
            <CardForm
              amountHalalas={state.amountHalalas}
              isPending={isBusy}
              error={error ?? undefined}
              onSubmit={(card) => actor.send({ type: 'payment.payCard', card })}
            />
          ) : (
            <StcMobileForm state={state} />
          )}
        </>
      );
  }
}

const summary = css({ display: 'flex', flexDirection: 'column', gap: '2', layerStyle: 'note' });
