import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionDone } from '@rihla/machines/admin-booking-actions/admin-booking-actions.machine';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { adminBooking as booking, signIn, signOut } from '../testing/staff-fixtures.ts';

// /admin/bookings/{id} (issue 17): the booking, its travellers and history, and its lifecycle's
// actions; cancelling asks for the reason the customer is e-mailed.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('a booking in the back office', () => {
  it('cancels it with a reason, the page showing the booking as it now is', async () => {
    let sent: unknown = null;
    fakeApi({
      'GET /api/admin/bookings/12': { data: booking() },
      'GET /api/admin/dashboard': { data: { bookings_today: 0, bookings_this_week: 0, pending: 0, departures_next_7_days: [] } },
      'POST /api/admin/bookings/12/status': async (request: Request) => {
        sent = await request.json();
        return {
          data: booking({ status: 'cancelled', status_text_ar: 'ملغى', status_color: '#991b1b', next_statuses: [] }),
        };
      },
    });
    signIn('agent');
    renderRoute('/admin/bookings/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'الحجز رقم 12' })).toBeInTheDocument();
    expect(await screen.findByText('سارة العتيبي')).toBeInTheDocument();
    expect(screen.getByText('P1234567')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء الحجز' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'تأكيد الإلغاء' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/سبب الإلغاء/), 'طلب العميل');
    await userEvent.click(confirm);
    expect(await screen.findByText(actionDone('cancelled'))).toBeInTheDocument();
    expect(sent).toEqual({ to: 'cancelled', reason: 'طلب العميل' });
    expect(await screen.findByText('ملغى')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تأكيد الحجز' })).not.toBeInTheDocument();
  });
  it('lists the internal notes newest first and adds one, refusing an empty note', async () => {
    let sent: unknown = null;
    const older = { id: 1, body: 'اتصل العميل يسأل عن الفندق', staff_name: 'منى', created_at: '2027-01-02T09:00:00.000Z' };
    fakeApi({
      'GET /api/admin/bookings/12': { data: booking({ notes: [older] }) },
      'POST /api/admin/bookings/12/notes': async (request: Request) => {
        sent = await request.json();
        return {
          data: booking({
            notes: [{ id: 2, body: 'طلب غرفة مطلة', staff_name: 'وكيل', created_at: '2027-01-03T09:00:00.000Z' }, older],
          }),
        };
      },
    });
    signIn('agent');
    renderRoute('/admin/bookings/12');
    const list = await screen.findByRole('list', { name: 'الملاحظات' });
    expect(within(list).getByText('اتصل العميل يسأل عن الفندق')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إضافة الملاحظة' }));
    expect(await screen.findByText('اكتب نص الملاحظة')).toBeInTheDocument();
    expect(sent).toBeNull();
    await userEvent.type(screen.getByLabelText('ملاحظة جديدة'), '  طلب غرفة مطلة ');
    await userEvent.click(screen.getByRole('button', { name: 'إضافة الملاحظة' }));
    expect(await screen.findByText('أُضيفت الملاحظة.')).toBeInTheDocument();
    expect(sent).toEqual({ body: 'طلب غرفة مطلة' });
    // The list is read again after the note is added: the confirmation can come first.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'الملاحظات' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('طلب غرفة مطلة'), expect.stringContaining('اتصل العميل يسأل عن الفندق')]),
    );
    expect(screen.getByLabelText('ملاحظة جديدة')).toHaveValue('');
  });
});
