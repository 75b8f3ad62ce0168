import { randomBytes, randomUUID } from 'node:crypto';
import { invalidRequest } from './http.ts';

// The payment object as Moyasar answers it (docs.moyasar.com/api/payments, "Payment Object" and the
// "Fetch Payment" example) and the state changes the API and the 3-D Secure page make to it.

export type PaymentStatus = 'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'refunded' | 'voided';
export type Metadata = Record<string, string | number | boolean | null>;

export interface Payment {
  id: string;
  status: PaymentStatus;
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  captured: number;
  captured_at: string | null;
  voided_at: string | null;
  description: string | null;
  amount_format: string;
  fee_format: string;
  refunded_format: string;
  captured_format: string;
  invoice_id: null;
  ip: string | null;
  callback_url: string | null;
  created_at: string;
  updated_at: string;
  metadata: Metadata | null;
  source: Record<string, unknown> & { type: string; message: string | null; transaction_url: string | null };
}

/** What the gateway keeps beside the answer: the outcome waiting behind 3-D Secure or the OTP. */
export interface PaymentRecord {
  payment: Payment;
  /** Authorize only (`source.manual: true`): a success becomes `authorized`, not `paid`. */
  manual: boolean;
  /** The card's outcome once 3-D Secure is approved. */
  pending: { status: 'paid' | 'failed'; message: string; responseCode: string } | null;
  /** The secret part of an STC Pay OTP URL. */
  otpToken: string | null;
}

/** 4866 → "48.66 SAR": integers throughout, never a float. */
export function formatAmount(halalas: number, currency: string): string {
  return `${Math.trunc(halalas / 100)}.${String(halalas % 100).padStart(2, '0')} ${currency}`;
}

export const now = () => new Date().toISOString();

export function newPayment(fields: {
  id?: string;
  amount: number;
  currency: string;
  description: string | null;
  callbackUrl: string | null;
  metadata: Metadata | null;
  ip: string | null;
  source: Payment['source'];
}): Payment {
  const at = now();
  return {
    id: fields.id ?? randomUUID(),
    status: 'initiated',
    amount: fields.amount,
    fee: 0,
    currency: fields.currency,
    refunded: 0,
    refunded_at: null,
    captured: 0,
    captured_at: null,
    voided_at: null,
    description: fields.description,
    amount_format: formatAmount(fields.amount, fields.currency),
    fee_format: formatAmount(0, fields.currency),
    refunded_format: formatAmount(0, fields.currency),
    captured_format: formatAmount(0, fields.currency),
    invoice_id: null,
    ip: fields.ip,
    callback_url: fields.callbackUrl,
    created_at: at,
    updated_at: at,
    metadata: fields.metadata,
    source: fields.source,
  };
}

export const gatewayId = (prefix: string) => `moyasar_${prefix}_${randomBytes(12).toString('base64url')}`;
const referenceNumber = () => String(100000000000 + (randomBytes(5).readUIntBE(0, 5) % 900000000000));

function touch(payment: Payment): void {
  payment.updated_at = now();
  payment.refunded_format = formatAmount(payment.refunded, payment.currency);
  payment.captured_format = formatAmount(payment.captured, payment.currency);
}

/** Settles an initiated payment: paid (authorized when manual) or failed, with the gateway's words. */
export function settle(
  record: PaymentRecord,
  outcome: { status: 'paid' | 'failed'; message: string; responseCode?: string },
): void {
  const { payment } = record;
  payment.status = outcome.status === 'paid' && record.manual ? 'authorized' : outcome.status;
  payment.source.message = outcome.message;
  if ('response_code' in payment.source || outcome.responseCode) payment.source.response_code = outcome.responseCode ?? null;
  if (outcome.status === 'paid' && 'reference_number' in payment.source) payment.source.reference_number = referenceNumber();
  record.pending = null;
  record.otpToken = null;
  touch(payment);
}

/** What can still be given back: the amount paid, or captured, less what was refunded. */
function refundable(payment: Payment): number {
  if (payment.status === 'paid') return payment.amount - payment.refunded;
  if (payment.status === 'captured') return payment.captured - payment.refunded;
  return 0;
}

export function refund(payment: Payment, amount: number | undefined): void {
  const left = refundable(payment);
  if (left <= 0) throw invalidRequest(`Payment with status ${payment.status} cannot be refunded`);
  const value = amount ?? left;
  if (value > left)
    throw invalidRequest(`Amount to refund exceeds the refundable amount (${formatAmount(left, payment.currency)})`);
  payment.refunded += value;
  payment.refunded_at = now();
  if (payment.refunded === (payment.status === 'captured' ? payment.captured : payment.amount)) payment.status = 'refunded';
  touch(payment);
}

/** Cancels a payment not yet settled: an authorization, or a payment nothing was refunded from. */
export function voidPayment(payment: Payment): void {
  const voidable = payment.status === 'authorized' || (payment.status === 'paid' && payment.refunded === 0);
  if (!voidable) throw invalidRequest(`Payment with status ${payment.status} cannot be voided`);
  payment.status = 'voided';
  payment.voided_at = now();
  touch(payment);
}

export function capture(payment: Payment, amount: number | undefined): void {
  if (payment.status !== 'authorized') throw invalidRequest(`Payment with status ${payment.status} cannot be captured`);
  const value = amount ?? payment.amount;
  if (value > payment.amount) throw invalidRequest('Amount to capture exceeds the authorized amount');
  payment.status = 'captured';
  payment.captured = value;
  payment.captured_at = now();
  touch(payment);
}

/** The status set directly by a test control (a charge with no redirect, a lost webhook, …). */
export function forceStatus(record: PaymentRecord, status: PaymentStatus, message: string | null): void {
  const { payment } = record;
  payment.status = status;
  if (message !== null) payment.source.message = message;
  if (status === 'refunded') {
    payment.refunded = payment.captured || payment.amount;
    payment.refunded_at = now();
  }
  if (status === 'voided') payment.voided_at = now();
  if (status === 'captured') {
    payment.captured = payment.amount;
    payment.captured_at = now();
  }
  if (status !== 'initiated') {
    record.pending = null;
    record.otpToken = null;
  }
  touch(payment);
}

export const EVENT_FOR_STATUS: Readonly<Partial<Record<PaymentStatus, string>>> = {
  paid: 'payment_paid',
  failed: 'payment_failed',
  authorized: 'payment_authorized',
  captured: 'payment_captured',
  refunded: 'payment_refunded',
  voided: 'payment_voided',
};
