import {
  errorMessages,
  paymentFailureText,
  paymentMessages as m,
  toAsciiDigits,
  validateCard,
  type CardDetails,
  type IsoDate,
  type PaymentMethod,
  type PaymentOutcome,
} from '@rihla/contract';
import type { ApiError } from '../shared/api-error.ts';

// The rules of the payment step (payment.machine.ts): what is sent to the gateway, what is checked
// before, and the Arabic words for each answer.

/** What the browser sends to the gateway as `source` (Moyasar's create payment). */
export type GatewaySource =
  | { type: 'creditcard'; name: string; number: string; month: number; year: number; cvc: string }
  | { type: 'stcpay'; mobile: string };

/** The part of Moyasar's payment object the browser reads. */
export interface GatewayPayment {
  id: string;
  status: string;
  amount?: number;
  source?: { transaction_url?: string | null; message?: string | null; company?: string | null; number?: string | null };
}

/** The create call's input: `givenId` is the attempt's, so a repeated create makes one payment. */
export interface CreatePaymentInput {
  givenId: string;
  bookingId: number;
  amountHalalas: number;
  description: string;
  callbackUrl: string;
  source: GatewaySource;
}

/** The methods the machine can take (Apple Pay needs the server's merchant validation: not built). */
export type StepMethod = Extract<PaymentMethod, 'creditcard' | 'stcpay'>;

/** A checked card as the gateway takes it; the contract's card rules run again so nothing unchecked leaves. */
export function cardSource(card: CardDetails, today: IsoDate): GatewaySource | null {
  const fields = {
    name: card.name,
    number: card.number,
    expiry: `${String(card.month).padStart(2, '0')}/${card.year}`,
    cvc: card.cvc,
  };
  if (Object.keys(validateCard(fields, today)).length) return null;
  return { type: 'creditcard', name: card.name, number: card.number, month: card.month, year: card.year, cvc: card.cvc };
}

/** A Saudi mobile as STC Pay takes it, "05XXXXXXXX" (+966 or 00966 and Arabic-Indic digits accepted); null otherwise. */
export function stcMobile(input: string): string | null {
  const digits = toAsciiDigits(input).replace(/[\s\u00a0()-]/g, '');
  const local = digits.replace(/^(\+966|00966|966)/, '0');
  return /^05\d{8}$/.test(local) ? local : null;
}

export function otpValue(input: string): string | null {
  const digits = toAsciiDigits(input).replace(/\s/g, '');
  return /^\d{4,8}$/.test(digits) ? digits : null;
}

/** One id per payment attempt (a UUID, as the gateway's `given_id` must be). */
export function newAttemptId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The gateway refused to create the payment (400: a field it would not take) or could not be reached. */
export function gatewayErrorMessage(error: ApiError): string {
  if (error.status === 400 || error.status === 422) return m.gatewayRefused;
  return m.gatewayUnreachable;
}

/** Our server could not say what became of the payment. */
export function reportErrorMessage(error: ApiError): string {
  if (error.status === 502 || error.status === 504) return m.verifyUnreachable;
  if (error.status === 401) return errorMessages.unauthenticated;
  if (error.status === 404) return error.message ?? errorMessages.notFound;
  if (error.status === 409) return error.message ?? errorMessages.server;
  if (error.status === 429) return errorMessages.tooManyRequests;
  return errorMessages.server;
}

/** The server's word on a payment that did not go through; the gateway's reason in Arabic when it gave none. */
export function outcomeMessage(outcome: PaymentOutcome, gatewayMessage?: string | null): string {
  if (outcome.payment_status === 'initiated' || outcome.payment_status === 'authorized') return m.notSettled;
  return outcome.message_ar ?? paymentFailureText(gatewayMessage);
}

/** The booking can no longer be paid: its hold ran out (or it was cancelled meanwhile). */
export const isClosedBooking = (outcome: PaymentOutcome) =>
  !outcome.paid && (outcome.booking_status === 'expired' || outcome.booking_status === 'cancelled');

/** The card's attempt key: the same card sent again after a lost answer reuses its `given_id`. */
export const sourceKey = (source: GatewaySource) => JSON.stringify(source);
