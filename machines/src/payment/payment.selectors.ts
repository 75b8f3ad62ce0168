import type { SnapshotFrom } from 'xstate';
import { paymentMessages as m } from '@rihla/contract';
import type { paymentMachine } from './payment.machine.ts';

// What the payment step's screen reads of a snapshot (re-exported by payment.machine.ts): the screen
// never names a state.

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/**
 * Which panel the step shows: the method's form (`form`), STC Pay's OTP (`otp`), the callback's check
 * (`verifying`: no form, the payment is being asked about), a check to retry (`reportFailed`), or
 * an end (`paid`, `expired`).
 */
export type PaymentStage = 'form' | 'otp' | 'verifying' | 'reportFailed' | 'paid' | 'expired';

export function selectStage(s: PaymentSnapshot): PaymentStage {
  if (s.hasTag('paid')) return 'paid';
  if (s.hasTag('expired')) return 'expired';
  if (s.hasTag('reportFailed')) return 'reportFailed';
  // A report with nothing sent from this page is the callback's: the gateway sent the customer back.
  if (s.hasTag('reporting') && s.context.source === null) return 'verifying';
  if (s.hasTag('otp') || (s.hasTag('reporting') && s.context.source?.type === 'stcpay' && s.context.otp !== '')) return 'otp';
  return 'form';
}

export const selectIsBusy = (s: PaymentSnapshot) => s.hasTag('busy');

/** What the step is doing while busy, for a polite status line. */
export function selectBusyText(s: PaymentSnapshot): string | null {
  if (s.hasTag('redirecting')) return m.redirecting;
  if (s.hasTag('reporting') || s.matches('confirmingOtp')) return m.verifying;
  if (s.matches('creating')) return m.creating;
  return null;
}

export const selectMethod = (s: PaymentSnapshot) => s.context.method;
export const selectError = (s: PaymentSnapshot) => s.context.error;
export const selectFieldError = (s: PaymentSnapshot) => s.context.fieldError;
export const selectOutcome = (s: PaymentSnapshot) => s.context.outcome;
