import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatHalalas, type AdminBookingDetail, type AdminPayment, type AdminRefund } from '@rihla/contract';
import { refundMessages } from '@rihla/machines/admin-refund/admin-refund.machine';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { adminBooking, signIn, signOut } from '../testing/staff-fixtures.ts';

// /admin/bookings/{id} (issue 26, item 5): the booking's payments and refunds for every staff
// member, and an admin's refund: the amount (Arabic-Indic digits taken), the reason, a confirmation
// with the amount, the server's field errors at their fields, and the lists refreshed.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const payment: AdminPayment = {
  id: 'pay_7f3a9c1e2b',
  provider: 'moyasar',
  method: 'creditcard',
  brand: 'mada',
  last4: '1111',
  amount_halalas: 840_000,
  refunded_halalas: 0,
  status: 'paid',
  message_ar: null,
  created_at: '2026-11-20T10:05:00Z',
  updated_at: '2026-11-20T10:05:00Z',
};

const refund = (patch: Partial<AdminRefund> = {}): AdminRefund => ({
  id: 1,
  payment_id: payment.id,
  amount_halalas: 125_050,
  status: 'done',
  reason: 'تغيير الفندق',
  by: 'staff',
  staff_name: 'منى',
  gateway_refund_id: 'rf_1',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-21T09:00:00Z',
  ...patch,
});

const paid = (patch: Partial<AdminBookingDetail> = {}) =>
  adminBooking({ payments: [payment], refunds: [], refundable_halalas: 840_000, ...patch });

describe("a booking's payments in the back office", () => {
  it('lists the payment and the refunds, and offers no refund to an agent', async () => {
    fakeApi({
      'GET /api/admin/bookings/12': {
        data: paid({
          payments: [{ ...payment, refunded_halalas: 125_050 }],
          refunds: [
            refund(),
            refund({
              id: 2,
              status: 'pending',
              amount_halalas: 5000,
              reason: 'فرق السعر',
              last_error: 'gateway timeout',
              attempts: 2,
            }),
          ],
          refundable_halalas: 709_950,
        }),
      },
    });
    signIn('agent');
    renderRoute('/admin/bookings/12');
    const payments = await screen.findByRole('region', { name: 'جدول المدفوعات' });
    const row = within(payments).getAllByRole('row')[1]!;
    expect(within(row).getByText('بطاقة')).toBeInTheDocument();
    expect(within(row).getByText(/مدى/)).toBeInTheDocument();
    expect(within(row).getByLabelText('تنتهي بـ 1111')).toBeInTheDocument();
    expect(within(row).getByText('pay_7f3a9c1e2b')).toBeInTheDocument();
    expect(within(row).getByText('مدفوعة')).toBeInTheDocument();
    expect(within(row).getByText(/استُرد منها/)).toBeInTheDocument();
    const refunds = screen.getByRole('region', { name: 'جدول المبالغ المستردة' });
    expect(within(refunds).getByText('تغيير الفندق')).toBeInTheDocument();
    expect(within(refunds).getByText('تم الاسترداد')).toBeInTheDocument();
    expect(within(refunds).getAllByText('منى')).toHaveLength(2);
    expect(within(refunds).getByText('قيد التنفيذ')).toBeInTheDocument();
    expect(within(refunds).getByText('gateway timeout')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'متابعة الاسترداد' })).not.toBeInTheDocument();
  });

  it('says when nothing was paid', async () => {
    fakeApi({ 'GET /api/admin/bookings/12': { data: adminBooking() } });
    signIn('admin');
    renderRoute('/admin/bookings/12');
    expect(await screen.findByText('لا توجد مدفوعات لهذا الحجز.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/المبلغ المسترد/)).not.toBeInTheDocument();
  });

  it('refunds part of it after a confirmation, the list refreshed from the answer', async () => {
    let sent: unknown = null;
    const api = fakeApi({
      'GET /api/admin/bookings/12': { data: paid() },
      'GET /api/admin/dashboard': { data: { bookings_today: 0, bookings_this_week: 0, pending: 0, departures_next_7_days: [] } },
      'POST /api/admin/bookings/12/refunds': async (request: Request) => {
        sent = await request.json();
        return {
          data: paid({
            payments: [{ ...payment, refunded_halalas: 125_050 }],
            refunds: [refund({ reason: 'طلب العميل' })],
            refundable_halalas: 714_950,
          }),
        };
      },
    });
    signIn('admin');
    renderRoute('/admin/bookings/12');
    const amount = await screen.findByLabelText(/المبلغ المسترد/);
    expect(amount).toHaveValue('8400');
    await userEvent.clear(amount);
    await userEvent.type(amount, '١٢٥٠٫٥');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة الاسترداد' }));
    // The reason is required: shown at its field, nothing sent.
    expect(await screen.findByText(refundMessages.reasonMissing)).toBeInTheDocument();
    expect(screen.getByLabelText(/سبب الاسترداد/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/سبب الاسترداد/), 'طلب العميل');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة الاسترداد' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تأكيد الاسترداد' });
    expect(within(dialog).getByText(new RegExp(`^سيُعاد ${formatHalalas(125_050)}`))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: `استرداد ${formatHalalas(125_050)}` }));
    expect(await screen.findByText(refundMessages.done(125_050))).toBeInTheDocument();
    expect(sent).toEqual({ amount_halalas: 125_050, reason: 'طلب العميل' });
    const refunds = await screen.findByRole('region', { name: 'جدول المبالغ المستردة' });
    expect(within(refunds).getByText('طلب العميل')).toBeInTheDocument();
    expect(screen.getByLabelText(/المبلغ المسترد/)).toHaveValue('7149.50');
    expect(screen.getByLabelText(/سبب الاسترداد/)).toHaveValue('');
  });

  it('refunds all of it, the message staying once nothing is left', async () => {
    fakeApi({
      'GET /api/admin/bookings/12': { data: paid() },
      'GET /api/admin/dashboard': { data: { bookings_today: 0, bookings_this_week: 0, pending: 0, departures_next_7_days: [] } },
      'POST /api/admin/bookings/12/refunds': {
        data: paid({ refunds: [refund({ amount_halalas: 840_000 })], refundable_halalas: 0 }),
      },
    });
    signIn('admin');
    renderRoute('/admin/bookings/12');
    await userEvent.type(await screen.findByLabelText(/سبب الاسترداد/), 'إلغاء الرحلة');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة الاسترداد' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: `استرداد ${formatHalalas(840_000)}` }));
    expect(await screen.findByText(refundMessages.done(840_000))).toBeInTheDocument();
    expect(await screen.findByText('لا يبقى مبلغ مدفوع للاسترداد.')).toBeInTheDocument();
    expect(screen.getByText(refundMessages.done(840_000))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'متابعة الاسترداد' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the amount field, the form kept", async () => {
    fakeApi({
      'GET /api/admin/bookings/12': { data: paid() },
      'POST /api/admin/bookings/12/refunds': reply(422, {
        message: 'تحقق من المبلغ',
        errors: { amount_halalas: ['المبلغ أكبر من المتاح للاسترداد'] },
      }),
    });
    signIn('admin');
    renderRoute('/admin/bookings/12');
    await userEvent.type(await screen.findByLabelText(/سبب الاسترداد/), 'إلغاء من الوكالة');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة الاسترداد' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^استرداد/ }));
    expect(await screen.findByText('المبلغ أكبر من المتاح للاسترداد')).toBeInTheDocument();
    expect(screen.getByText('تحقق من المبلغ')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/المبلغ المسترد/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/سبب الاسترداد/)).toHaveValue('إلغاء من الوكالة');
  });
});
