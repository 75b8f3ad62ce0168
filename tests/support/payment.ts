import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  cardMessages,
  paymentMessages,
  toHalalas,
  type Booking,
  type DataEnvelope,
  type PaymentOutcome,
  type PaymentSettings,
  type SiteInfo,
} from '@rihla/contract';

// Paying for bookings in the browser specs (issue 26): the Playwright server takes payments through
// the local Moyasar stand-in (dev/payment-gateway, its README has the test cards and STC Pay OTPs).

export const CARDS = {
  /** mada, approved on the 3-D Secure page. */
  madaApproved: '4201320111111010',
  /** mada, "INSUFFICIENT FUNDS" after 3-D Secure. */
  madaInsufficient: '4201320000311101',
  visaApproved: '4111111111111111',
} as const;
export const STC_MOBILE = '0512345678';
export const STC_OTP = '123456';

/** What the confirmation says once the booking is paid online. */
export const PAID_TEXT = paymentMessages.paid;

/** The site's payment settings, as a browser gets them. */
export async function paymentSettings(request: APIRequestContext): Promise<PaymentSettings> {
  const res = await request.get('/api/data/info');
  expect(res.status()).toBe(200);
  const payments = ((await res.json()) as DataEnvelope<SiteInfo>).data.payments;
  if (!payments) throw new Error('the test server takes no payment: PAYMENTS is off');
  return payments;
}

/**
 * Pays a booking as a browser would, with STC Pay and its sandbox OTP: the payment created at the
 * gateway with the publishable key, the OTP posted to its transaction_url, then reported to our
 * server, which fetches it from the gateway and marks the booking paid ("قيد المراجعة").
 */
export async function payByApi(request: APIRequestContext, token: string, booking: Pick<Booking, 'id' | 'total_price'>) {
  const settings = await paymentSettings(request);
  const created = await request.post(`${settings.api_url}/payments`, {
    headers: { Authorization: `Basic ${Buffer.from(`${settings.publishable_key}:`).toString('base64')}` },
    data: {
      given_id: randomUUID(),
      amount: toHalalas(booking.total_price),
      currency: 'SAR',
      description: `حجز رقم ${booking.id}`,
      metadata: { booking_id: String(booking.id) },
      source: { type: 'stcpay', mobile: STC_MOBILE },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const payment = (await created.json()) as { id: string; status: string; source: { transaction_url: string } };
  expect(payment.status).toBe('initiated');
  const otp = await request.post(payment.source.transaction_url, { data: { otp_value: STC_OTP } });
  expect(otp.status(), await otp.text()).toBe(200);
  const report = await request.post(`/api/customer/bookings/${booking.id}/payments`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { payment_id: payment.id },
  });
  expect(report.status(), await report.text()).toBe(200);
  const outcome = ((await report.json()) as DataEnvelope<PaymentOutcome>).data;
  expect(outcome.paid, JSON.stringify(outcome)).toBe(true);
  return outcome;
}

/** The wizard's payment step is showing, its form ready. */
export async function expectPaymentStep(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: paymentMessages.stepTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radiogroup', { name: paymentMessages.methodsLabel })).toBeVisible({ timeout: 30_000 });
}

/** Types a card into the payment step's card form. */
export async function fillCard(page: Page, number: string, { name = 'Ahmed Ali', expiry = '08/30', cvc = '123' } = {}) {
  await page.getByRole('textbox', { name: cardMessages.nameLabel }).fill(name);
  await page.getByRole('textbox', { name: cardMessages.numberLabel }).fill(number);
  await page.getByRole('textbox', { name: cardMessages.expiryLabel }).fill(expiry);
  await page.getByRole('textbox', { name: cardMessages.cvcLabel }).fill(cvc);
}

/** The pay button of the step's form: "ادفع 1,234.00 ريال". */
export const payButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${cardMessages.pay} `) });

/** On the local gateway's 3-D Secure page: "موافقة (Approve)" or "رفض (Fail)". */
export async function answer3ds(page: Page, outcome: 'approve' | 'fail' = 'approve') {
  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: outcome === 'approve' ? /موافقة/ : /رفض/ }).click();
}

/** Pays on the wizard's payment step with STC Pay and the sandbox OTP, and waits for the confirmation. */
export async function payWithStc(page: Page) {
  await expectPaymentStep(page);
  // react-aria's radio input is visually hidden inside its label: the label is what is clicked.
  await page.locator('label').filter({ hasText: 'STC Pay' }).click();
  await expect(page.getByRole('radio', { name: /STC Pay/ })).toBeChecked();
  await page.getByRole('textbox', { name: paymentMessages.mobileLabel }).fill(STC_MOBILE);
  await payButton(page).click();
  await page.getByRole('textbox', { name: paymentMessages.otpLabel }).fill(STC_OTP);
  await page.getByRole('button', { name: 'تأكيد الدفع' }).click();
  await expectPaid(page);
}

/** The confirmation of a booking paid online. */
export async function expectPaid(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'تأكيد الحجز' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: PAID_TEXT })).toBeVisible();
}
