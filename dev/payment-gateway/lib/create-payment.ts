import { randomBytes } from 'node:crypto';
import { applePayOutcome, cardCompany, cardOutcome, luhnValid, maskCardNumber } from './cards.ts';
import { validationFailed } from './http.ts';
import { gatewayId, newPayment, settle, type Metadata, type PaymentRecord } from './payments.ts';

// POST /v1/payments (docs.moyasar.com/api/payments/01-create-payment): amount in halalas (a positive
// integer, at least 1 SAR), currency, description, callback_url, metadata, and a source: creditcard
// (name, number, month, year, cvc, manual), stcpay (mobile) or applepay (token).

type Errors = Record<string, string[]>;
const add = (errors: Errors, key: string, message: string) => (errors[key] ??= []).push(message);

// STC Pay's sandbox numbers that fail at initiation (docs.moyasar.com/guides/stc-pay/testing).
const STC_FAILING_MOBILES: Readonly<Record<string, string>> = {
  '0515555555': 'Mobile number is not registered to use the STC Pay service.',
  '0515555556': 'Please update your information using the STC Pay app before attempting payment.',
  '0515555557': 'The customer account status is invalid, please contact STC Pay support.',
  '0515555558': 'You have exhausted your OTP attempts, please wait 15 minutes then try again.',
  '0515555559': 'Please wait 60 seconds before attempting a new payment.',
};

/** The OTP outcomes of the STC Pay sandbox; any other OTP fails as "Invalid OTP". */
export const STC_OTPS: Readonly<Record<string, { status: 'paid' | 'failed'; message: string }>> = {
  '123456': { status: 'paid', message: 'Paid' },
  '000000': { status: 'paid', message: 'Paid' },
  '111111': { status: 'failed', message: 'Insufficient Balance.' },
  '222222': { status: 'failed', message: 'You have exceeded the allowed daily transaction limit for your STC Pay account.' },
  '333333': { status: 'failed', message: 'You have exceeded the maximum allowed transaction amount.' },
  '444444': { status: 'failed', message: 'Connection timed out while waiting for response from STC Pay service.' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CreateContext {
  /** Where the browser reaches this gateway (for transaction_url). */
  publicUrl: string;
  ip: string | null;
}

function readMetadata(value: unknown, errors: Errors): Metadata | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    add(errors, 'metadata', 'must be an object');
    return null;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 30) add(errors, 'metadata', 'can have at most 30 keys');
  const out: Metadata = {};
  for (const [key, item] of entries) {
    if (key.length > 40) add(errors, 'metadata', `key ${key.slice(0, 40)}… is longer than 40 characters`);
    if (item !== null && !['string', 'number', 'boolean'].includes(typeof item))
      add(errors, 'metadata', `${key} must be a string`);
    else if (String(item).length > 500) add(errors, 'metadata', `${key} is longer than 500 characters`);
    else out[key] = item as Metadata[string];
  }
  return out;
}

/** A whole number given as a number or a string of digits ("12", 12); anything else is not. */
function readInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

function normaliseMobile(value: unknown): string | null {
  const digits = String(value ?? '').replace(/[\s-]/g, '');
  const local = digits.replace(/^(\+?966|00966)/, '0');
  return /^05\d{8}$/.test(local) ? local : null;
}

function readCard(source: Record<string, unknown>, errors: Errors) {
  const name = String(source.name ?? '').trim();
  if (name.split(/\s+/).filter(Boolean).length < 2) add(errors, 'name', 'must contain first and last name');
  const number = String(source.number ?? '').replace(/[\s-]/g, '');
  const company = cardCompany(number);
  if (!luhnValid(number)) add(errors, 'number', 'is not a valid credit card number');
  else if (!company)
    add(errors, 'company', 'is not supported. Only Mastercard, Visa, MADA and American Express card numbers are supported');
  const month = readInteger(source.month);
  let year = readInteger(source.year);
  if (month === null || month < 1 || month > 12) add(errors, 'month', 'must be between 1 and 12');
  if (year === null) add(errors, 'year', 'must be a year');
  else if (year < 100) year += 2000;
  if (month !== null && year !== null && month >= 1 && month <= 12) {
    const today = new Date();
    const expired = year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1);
    if (expired) add(errors, 'year', 'card is expired');
  }
  const cvc = String(source.cvc ?? '');
  const cvcLength = company === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) add(errors, 'cvc', `must be ${cvcLength} digits`);
  return { name, number, company };
}

/** Validates a create request and builds its record; throws a 400 `Validation Failed` when it is wrong. */
export function createPayment(body: Record<string, unknown>, ctx: CreateContext): PaymentRecord {
  const errors: Errors = {};
  // Halalas are whole: 100.5 (or "100.5") is refused, never rounded.
  const raw = body.amount;
  const amount = typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim()) ? Number(raw) : raw;
  if (raw === undefined || raw === null || raw === '') add(errors, 'amount', "can't be blank");
  else if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) add(errors, 'amount', 'must be an integer');
  else if (amount < 100) add(errors, 'amount', 'must be greater than or equal to 100');
  const currency = String(body.currency ?? 'SAR').toUpperCase();
  if (currency !== 'SAR') add(errors, 'currency', 'is not supported by the local gateway (SAR only)');
  const callbackUrl = body.callback_url == null || body.callback_url === '' ? null : String(body.callback_url);
  if (callbackUrl !== null && !/^https?:\/\/[^\s]+$/.test(callbackUrl)) add(errors, 'callback_url', 'must be a valid URL');
  const metadata = readMetadata(body.metadata, errors);
  const givenId = body.given_id == null ? undefined : String(body.given_id);
  if (givenId !== undefined && !UUID.test(givenId)) add(errors, 'given_id', 'must be a UUID');
  const source = body.source;
  if (!source || typeof source !== 'object' || Array.isArray(source)) {
    add(errors, 'source', "can't be blank");
    throw validationFailed(errors);
  }
  const src = source as Record<string, unknown>;
  const type = String(src.type ?? '');
  const manual = src.manual === true || src.manual === 'true';
  const base = {
    id: givenId?.toLowerCase(),
    amount: Number(amount),
    currency,
    description: body.description == null ? null : String(body.description),
    callbackUrl,
    metadata,
    ip: ctx.ip,
  };

  if (type === 'creditcard') {
    const card = readCard(src, errors);
    if (callbackUrl === null) add(errors, 'callback_url', "can't be blank");
    if (Object.keys(errors).length) throw validationFailed(errors);
    const payment = newPayment({
      ...base,
      source: {
        type: 'creditcard',
        company: card.company,
        name: card.name,
        number: maskCardNumber(card.number),
        gateway_id: gatewayId('cc'),
        reference_number: null,
        token: null,
        message: null,
        transaction_url: null,
        response_code: null,
      },
    });
    payment.source.transaction_url = `${ctx.publicUrl}/3ds/${payment.id}`;
    return { payment, manual, pending: cardOutcome(card.number), otpToken: null };
  }

  if (type === 'stcpay') {
    const mobile = normaliseMobile(src.mobile);
    if (!mobile) add(errors, 'mobile', 'is not a valid Saudi mobile number');
    if (Object.keys(errors).length) throw validationFailed(errors);
    const otpToken = randomBytes(16).toString('hex');
    const payment = newPayment({
      ...base,
      source: {
        type: 'stcpay',
        mobile: mobile!,
        reference_number: null,
        branch: src.branch == null ? null : String(src.branch),
        cashier: src.cashier == null ? null : String(src.cashier),
        transaction_url: null,
        message: null,
      },
    });
    const record: PaymentRecord = { payment, manual: false, pending: null, otpToken };
    const failure = STC_FAILING_MOBILES[mobile!];
    if (failure) settle(record, { status: 'failed', message: failure });
    else payment.source.transaction_url = `${ctx.publicUrl}/v1/stc_pays/${payment.id}/proceed?otp_token=${otpToken}`;
    return record;
  }

  if (type === 'applepay') {
    const token = src.token;
    const empty = token == null || (typeof token === 'string' && token.trim() === '');
    if (empty) add(errors, 'token', "can't be blank");
    if (Object.keys(errors).length) throw validationFailed(errors);
    const payment = newPayment({
      ...base,
      source: {
        type: 'applepay',
        company: 'visa',
        name: null,
        number: '4111-11XX-XXXX-1111',
        gateway_id: gatewayId('ap'),
        reference_number: null,
        message: null,
        transaction_url: null,
        response_code: null,
      },
    });
    const record: PaymentRecord = { payment, manual, pending: null, otpToken: null };
    settle(record, applePayOutcome(payment.amount));
    return record;
  }

  add(errors, 'source.type', 'must be one of creditcard, stcpay, applepay');
  throw validationFailed(errors);
}
