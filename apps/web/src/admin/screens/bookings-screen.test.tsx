import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBookingRow } from '@rihla/contract';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { adminBookingRow, signIn, signOut, typeDate } from '../testing/staff-fixtures.ts';

// /admin/bookings (issue 17): the queue, newest first, filtered from the address; the filters typed
// are applied into the address, so a filtered queue can be shared.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const row = (id: number, name: string): AdminBookingRow =>
  adminBookingRow({ id, customer: { id: id, name, email: `${id}@example.com`, phone_number: null } });

describe('the bookings queue', () => {
  it('lists the bookings and searches them through the address', async () => {
    const api = fakeApi({
      'GET /api/admin/bookings': (request: Request) =>
        new URL(request.url).searchParams.get('q') === 'sara'
          ? { data: [row(12, 'سارة العتيبي')], meta: { next: null } }
          : { data: [row(12, 'سارة العتيبي'), row(11, 'خالد الحربي')], meta: { next: null } },
    });
    signIn('agent');
    renderRoute('/admin/bookings');
    const table = await screen.findByRole('region', { name: 'جدول الحجوزات' });
    expect(await within(table).findByText('خالد الحربي')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'فتح الحجز رقم 12' })).toHaveAttribute('href', '/admin/bookings/12');
    await userEvent.type(screen.getByLabelText('بحث'), 'sara');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location.search).toBe('?q=sara'));
    await waitFor(() => expect(within(table).queryByText('خالد الحربي')).not.toBeInTheDocument());
    expect(within(table).getByText('سارة العتيبي')).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/admin/bookings?q=sara');
  });

  it('shows each booking’s travellers and the customer’s phone, and a link straight to the results', async () => {
    fakeApi({
      'GET /api/admin/bookings': {
        data: [
          adminBookingRow({
            id: 14,
            adults_count: 2,
            children_count: 1,
            customer: { id: 3, name: 'نورة', email: 'n@example.com', phone_number: '+966501234567' },
          }),
        ],
        meta: { next: null },
      },
    });
    signIn('agent');
    renderRoute('/admin/bookings');
    const table = await screen.findByRole('region', { name: 'جدول الحجوزات' });
    expect(await within(table).findByText('+966501234567')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'المسافرون' })).toBeInTheDocument();
    expect(within(table).getByText('البالغون 2، الأطفال 1')).toBeInTheDocument();
    // The first Tab stop of the screen's content jumps past the filters.
    expect(screen.getByRole('link', { name: 'انتقل إلى نتائج الحجوزات' })).toHaveAttribute('href', '#queue-results');
  });

  it('filters by payment through the address, the filter kept with the others', async () => {
    const api = fakeApi({ 'GET /api/admin/bookings': { data: [row(12, 'سارة العتيبي')], meta: { next: null } } });
    signIn('agent');
    renderRoute('/admin/bookings?status=pending');
    await screen.findByText('سارة العتيبي');
    await userEvent.click(screen.getByRole('button', { name: /الدفع/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'مستردّة' }));
    await userEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(location.search).toBe('?status=pending&payment=refunded'));
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/bookings?status=pending&payment=refunded'));
    // The daily settlement report is an admin's.
    expect(screen.queryByRole('heading', { name: 'تقرير التسوية اليومي' })).not.toBeInTheDocument();
  });

  it("downloads a day's settlement report for an admin", async () => {
    const api = fakeApi({
      'GET /api/admin/bookings': { data: [], meta: { next: null } },
      'GET /api/admin/settlements.csv': 'payment_id,amount',
    });
    URL.createObjectURL = vi.fn(() => 'blob:settlement');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    signIn('admin');
    renderRoute('/admin/bookings');
    const report = await screen.findByRole('region', { name: 'تقرير التسوية اليومي' });
    await typeDate(report, /يوم التقرير/, '2026-11-26');
    await userEvent.click(within(report).getByRole('button', { name: 'تنزيل التقرير (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['settlement-2026-11-26.csv']));
    expect(api.calls).toContain('GET /api/admin/settlements.csv?date=2026-11-26');
    click.mockRestore();
  });
  it('confirms the ticked pending bookings together, says which were refused, and reloads the queue', async () => {
    let sent: unknown = null;
    let confirmed = false;
    const pending = (id: number, name: string) => row(id, name);
    const done = (id: number, name: string) =>
      adminBookingRow({
        ...row(id, name),
        status: 'confirmed',
        status_text_ar: 'مؤكد',
        status_color: '#166534',
      });
    const api = fakeApi({
      'GET /api/admin/bookings': () => ({
        data: confirmed
          ? [done(13, 'ريم'), pending(12, 'سارة العتيبي'), done(11, 'خالد الحربي'), done(10, 'منى')]
          : [pending(13, 'ريم'), pending(12, 'سارة العتيبي'), pending(11, 'خالد الحربي'), done(10, 'منى')],
        meta: { next: null },
      }),
      'GET /api/admin/dashboard': { data: { bookings_today: 0, bookings_this_week: 0, pending: 0, departures_next_7_days: [] } },
      'POST /api/admin/bookings/confirm': async (request: Request) => {
        sent = await request.json();
        confirmed = true;
        return {
          data: [
            { id: 13, ok: true, message: 'تم تأكيد الحجز' },
            { id: 11, ok: false, message: 'لا يمكن نقل الحجز إلى هذه الحالة' },
          ],
        };
      },
    });
    signIn('agent');
    renderRoute('/admin/bookings');
    const table = await screen.findByRole('region', { name: 'جدول الحجوزات' });
    await within(table).findByText('ريم');
    expect(within(table).getAllByRole('checkbox')).toHaveLength(3);
    const button = screen.getByRole('button', { name: 'تأكيد المحدد (0)' });
    expect(button).toBeDisabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'تحديد الحجز رقم 13' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'تحديد الحجز رقم 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'تأكيد المحدد (2)' }));
    expect(await screen.findByText('أُكّد 1 من 2 حجز.')).toBeInTheDocument();
    expect(screen.getByText('الحجز رقم 11: لا يمكن نقل الحجز إلى هذه الحالة')).toBeInTheDocument();
    expect(sent).toEqual({ ids: [13, 11] });
    await waitFor(() => expect(within(table).getAllByRole('checkbox')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'تأكيد المحدد (0)' })).toBeDisabled();
    expect(api.calls.filter((c) => c.startsWith('GET /api/admin/bookings')).length).toBeGreaterThanOrEqual(2);
  });
});
