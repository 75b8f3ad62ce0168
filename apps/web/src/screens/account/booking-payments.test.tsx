import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingStatusStyle, formatHalalas, paymentMessages as m, type BookingWithFiles } from '@rihla/contract';
import { clearReads } from '../../api/read-cache.ts';
import { tokenStorage } from '../../api/token-storage.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { customer, siteInfo, trip } from '../../testing/fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';

// Issue 26 in "my trips": "أكمل الدفع" while the hold lasts, a booking's payments and refunds, and
// what cancelling gives back.

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.remove();
  clearReads();
});

const status = (s: BookingWithFiles['status']) => ({
  status: s,
  status_text_ar: bookingStatusStyle[s].text_ar,
  status_color: bookingStatusStyle[s].color,
});
const base: BookingWithFiles = {
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
  cancellable_until: '2027-01-06T21:00:00.000Z',
  payment_due_at: new Date(Date.now() + 20 * 60_000).toISOString(),
  payments: [
    {
      id: 'pay_1',
      method: 'creditcard',
      brand: 'mada',
      last4: '1101',
      amount_halalas: 452050,
      status: 'failed',
      message_ar: 'الرصيد غير كافٍ.',
      created_at: '2026-11-27T09:00:00.000Z',
    },
  ],
  refunds: [],
  refund_on_cancel: null,
};

function open(path: string, booking: BookingWithFiles) {
  tokenStorage.set('customer-token');
  fakeApi({
    'GET /api/data/info': { data: siteInfo },
    'GET /api/customer': { data: { user: customer } },
    'GET /api/customer/bookings/41': { data: booking },
    'GET /api/customer/bookings': {
      data: { bookings: [booking] },
      meta: { current_page: 1, last_page: 1, total: 1, per_page: 10 },
    },
  });
  renderRoute(path);
}

describe('my trips and a booking, with online payment', () => {
  it('offers "أكمل الدفع" on the list while the hold lasts', async () => {
    open('/account/trips', base);
    const link = await screen.findByRole('link', { name: `${m.completePayment} للحجز رقم 41` });
    expect(link).toHaveAttribute('href', `${trip.link}/book?booking_id=41`);
  });

  it('hides "أكمل الدفع" once the hold has passed', async () => {
    open('/account/trips/41', { ...base, payment_due_at: new Date(Date.now() - 1000).toISOString() });
    expect(await screen.findByRole('heading', { name: 'الدفع' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(m.completePayment) })).toBeNull();
  });

  it("lists the booking's payments and refunds, and the cancel dialog says nothing was paid", async () => {
    open('/account/trips/41', base);
    const payments = await screen.findByRole('list', { name: 'عمليات الدفع' });
    expect(payments).toHaveTextContent('بطاقة مدى تنتهي بـ 1101');
    expect(payments).toHaveTextContent(formatHalalas(452050));
    expect(payments).toHaveTextContent('فشلت');
    expect(payments).toHaveTextContent('الرصيد غير كافٍ.');
    expect(screen.getByRole('link', { name: new RegExp(m.completePayment) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء الحجز' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/لم تدفع شيئًا لهذا الحجز/)).toBeInTheDocument();
  });

  it('states the amount a cancellation gives back, and lists the refunds', async () => {
    open('/account/trips/41', {
      ...base,
      ...status('confirmed'),
      payment_due_at: null,
      payments: [{ ...base.payments![0]!, status: 'paid', message_ar: null }],
      refunds: [{ id: 3, amount_halalas: 10000, status: 'done', reason: 'تعديل', created_at: '2026-11-28T09:00:00.000Z' }],
      refund_on_cancel: { percent: 50, amount_halalas: 221025 },
    });
    const refunds = await screen.findByRole('list', { name: 'المبالغ المستردّة' });
    expect(refunds).toHaveTextContent('تم الاسترداد');
    expect(refunds).toHaveTextContent(formatHalalas(10000));
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء الحجز' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`سيُعاد إليك ${formatHalalas(221025)} (50%)`);
  });
});
