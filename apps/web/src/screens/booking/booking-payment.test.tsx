import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingStatusStyle, cardMessages, paymentMessages as m, type BookingWithFiles, type SiteInfo } from '@rihla/contract';
import { clearReads } from '../../api/read-cache.ts';
import { tokenStorage } from '../../api/token-storage.ts';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { customer, siteInfo, trip } from '../../testing/fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';

// Issue 26: the wizard's payment step, from the booking awaiting payment to its confirmation, over a
// fake API and a fake gateway (the real ones are walked in tests/specs/customer-payment.spec.ts).

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.remove();
  sessionStorage.clear();
  clearReads();
});

const payments = {
  provider: 'moyasar',
  api_url: 'http://gw.test/v1',
  publishable_key: 'pk_test_x',
  methods: ['creditcard', 'stcpay', 'applepay'],
  test_mode: true,
  hold_minutes: 30,
} satisfies SiteInfo['payments'];

const status = (s: BookingWithFiles['status']) => ({
  status: s,
  status_text_ar: bookingStatusStyle[s].text_ar,
  status_color: bookingStatusStyle[s].color,
});
const booking: BookingWithFiles = {
  id: 41,
  ...status('awaiting_payment'),
  from_date: '2027-01-10',
  to_date: '2027-01-15',
  adults_count: 1,
  children_count: 0,
  total_price: 4520.5,
  rate: null,
  trip: { id: trip.id, title: trip.title, to_country: 'تركيا', link: trip.link },
  files: [],
  payment_due_at: new Date(Date.now() + 20 * 60_000).toISOString(),
  payments: [],
  refunds: [],
};
const outcome = (o: object) => ({
  data: { booking_id: 41, booking_status: 'awaiting_payment', payment_status: 'failed', paid: false, message_ar: null, ...o },
});
const paidOutcome = outcome({ booking_status: 'pending', payment_status: 'paid', paid: true });

function open(path: string, routes: Record<string, unknown>, current: () => BookingWithFiles = () => booking) {
  tokenStorage.set('customer-token');
  const api = fakeApi({
    'GET /api/data/info': { data: { ...siteInfo, payments } },
    'GET /api/customer': { data: { user: customer } },
    'GET /api/trips/7': { data: trip },
    'GET /api/customer/bookings/41': () => ({ data: current() }),
    ...routes,
  });
  renderRoute(path);
  return api;
}
const wizardUrl = `/trip/7/x/book?booking_id=41`;

describe('booking wizard, payment step', () => {
  // Typing a whole card takes a while on a busy machine: more than vitest's 5 s default.
  it(
    'shows five steps, the total, the hold and the test notice, and pays by card once however often pressed',
    { timeout: 20_000 },
    async () => {
      let paid = false;
      const bodies: Array<{ body: Record<string, unknown>; auth: string | null }> = [];
      const api = open(
        wizardUrl,
        {
          'POST /v1/payments': async (request: Request) => {
            bodies.push({ body: (await request.json()) as Record<string, unknown>, auth: request.headers.get('Authorization') });
            return reply(201, { id: 'pay_1', status: 'paid', amount: 452050, source: { message: 'APPROVED' } });
          },
          'POST /api/customer/bookings/41/payments': () => {
            paid = true;
            return paidOutcome;
          },
        },
        () => (paid ? { ...booking, ...status('pending'), payment_due_at: null } : booking),
      );
      const user = userEvent.setup();

      expect(await screen.findByRole('heading', { level: 2, name: 'الدفع' })).toBeInTheDocument();
      const steps = screen.getByRole('list', { name: 'خطوات الحجز' });
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((li) => li.textContent?.slice(1)),
      ).toEqual(['الخطوة 1: الحساب', 'الخطوة 2: بيانات الحجز', 'الخطوة 3: المراجعة', 'الخطوة 4: الدفع', 'الخطوة 5: التأكيد']);
      expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('الدفع');
      expect(await screen.findByText(m.testMode)).toBeInTheDocument();
      expect(screen.getByRole('timer', { name: m.holdLeft })).toHaveTextContent(/^(19|20):\d\d$/);
      expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live', 'polite');
      // Apple Pay is offered by the site but not by this browser.
      expect(screen.queryByRole('radio', { name: /Apple Pay/ })).toBeNull();
      expect(screen.getByRole('radio', { name: /بطاقة/ })).toBeChecked();

      await user.type(screen.getByRole('textbox', { name: cardMessages.nameLabel }), 'Ahmed Ali');
      await user.type(screen.getByRole('textbox', { name: cardMessages.numberLabel }), '4201320111111010');
      await user.type(screen.getByRole('textbox', { name: cardMessages.expiryLabel }), '0829');
      await user.type(screen.getByRole('textbox', { name: cardMessages.cvcLabel }), '123');
      const pay = screen.getByRole('button', { name: /ادفع 4,520.50/ });
      await user.dblClick(pay);

      expect(await screen.findByText(m.paid)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'تأكيد الحجز' })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(m.paidNext))).toBeInTheDocument();
      await waitFor(() => expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('التأكيد'));
      expect(bodies).toHaveLength(1);
      expect(bodies[0]!.auth).toBe(`Basic ${btoa('pk_test_x:')}`);
      expect(bodies[0]!.body).toMatchObject({
        amount: 452050,
        currency: 'SAR',
        description: `حجز رقم 41 - ${trip.title}`,
        callback_url: `${location.origin}/trip/7/x/book?booking_id=41`,
        metadata: { booking_id: '41' },
        source: { type: 'creditcard', name: 'Ahmed Ali', number: '4201320111111010', month: 8, year: 2029, cvc: '123' },
      });
      expect(bodies[0]!.body.given_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(api.calls.filter((c) => c.startsWith('POST /api/'))).toEqual(['POST /api/customer/bookings/41/payments']);
    },
  );

  it("back from 3-D Secure: checks the payment with our server, never the query's status, and cleans the URL", async () => {
    const reported: unknown[] = [];
    open(`${wizardUrl}&id=pay_9&status=paid&message=APPROVED`, {
      'POST /api/customer/bookings/41/payments': async (request: Request) => {
        reported.push(await request.json());
        return outcome({ message_ar: 'الرصيد غير كافٍ. جرّب بطاقة أخرى أو وسيلة دفع أخرى.' });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('الرصيد غير كافٍ');
    expect(reported).toEqual([{ payment_id: 'pay_9' }]);
    expect(location.search).toBe('?booking_id=41');
    // The card form is back for another try.
    expect(screen.getByRole('button', { name: /ادفع/ })).toBeInTheDocument();
  });

  it('says when the gateway did not answer our server, and checks again on demand', async () => {
    let answers = 0;
    open(`${wizardUrl}&id=pay_9`, {
      'POST /api/customer/bookings/41/payments': () => (++answers === 1 ? reply(502, { message: 'Bad gateway' }) : paidOutcome),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.verifyUnreachable);
    await userEvent.click(screen.getByRole('button', { name: m.retryVerify }));
    expect(await screen.findByText(m.paid)).toBeInTheDocument();
  });

  it('pays with STC Pay: the mobile, then the OTP', async () => {
    const otps: unknown[] = [];
    open(wizardUrl, {
      'POST /v1/payments': reply(201, {
        id: 'pay_stc',
        status: 'initiated',
        source: { transaction_url: 'http://gw.test/v1/stc_pays/pay_stc/proceed?otp_token=t' },
      }),
      'POST /v1/stc_pays/pay_stc/proceed': async (request: Request) => {
        otps.push(await request.json());
        return { id: 'pay_stc', status: 'paid', source: { message: 'Paid' } };
      },
      'POST /api/customer/bookings/41/payments': paidOutcome,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /STC Pay/ }));
    await user.click(screen.getByRole('button', { name: /ادفع/ }));
    expect(screen.getByRole('textbox', { name: m.mobileLabel })).toHaveAccessibleDescription(
      expect.stringContaining(m.mobileInvalid),
    );
    await user.type(screen.getByRole('textbox', { name: m.mobileLabel }), '0512345678');
    await user.click(screen.getByRole('button', { name: /ادفع/ }));
    const otp = await screen.findByRole('textbox', { name: m.otpLabel });
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'تأكيد الدفع' }));
    expect(await screen.findByText(m.paid)).toBeInTheDocument();
    expect(otps).toEqual([{ otp_value: '123456' }]);
  });

  it('an expired hold stops the payment and offers to book again', async () => {
    open(wizardUrl, {}, () => ({ ...booking, ...status('expired'), payment_due_at: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.holdEnded);
    expect(screen.getByRole('link', { name: m.bookAgain })).toHaveAttribute('href', trip.link);
    expect(screen.queryByRole('button', { name: /ادفع/ })).toBeNull();
  });

  it('keeps four steps (with the review) and the plain confirmation when the site takes no payment', async () => {
    tokenStorage.set('customer-token');
    fakeApi({
      'GET /api/data/info': { data: { ...siteInfo, payments: null } },
      'GET /api/customer': { data: { user: customer } },
      'GET /api/trips/7': { data: trip },
      'GET /api/customer/bookings/41': { data: { ...booking, ...status('pending'), payment_due_at: null } },
    });
    renderRoute(wizardUrl);
    expect(await screen.findByText('تم حجز الرحلة بنجاح')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'خطوات الحجز' })).getAllByRole('listitem')).toHaveLength(4);
  });
});
