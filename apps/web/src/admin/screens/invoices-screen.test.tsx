import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEntry } from '@rihla/contract';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { signIn, signOut } from '../testing/staff-fixtures.ts';

// /admin/invoices (issue 27, item 6, admins): invoices and credit notes, filtered by the address.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const entry = (number: number, kind: LedgerEntry['kind'] = 'invoice'): LedgerEntry => ({
  id: number + 1000,
  number,
  kind,
  issued_at: '2026-11-20T10:00:00Z',
  booking_id: 70 + number,
  customer_name: 'نورة',
  total_with_vat_halalas: kind === 'credit_note' ? -115_000 : 115_000,
  vat_total_halalas: kind === 'credit_note' ? -15_000 : 15_000,
  references_invoice_number: kind === 'credit_note' ? number - 1 : null,
  report_status: kind === 'credit_note' ? 'rejected' : 'reported',
  report_error: kind === 'credit_note' ? 'BR-KSA-66: الرمز البريدي يجب أن يكون 5 أرقام' : null,
  reported_at: kind === 'credit_note' ? null : '2026-11-20T10:05:00Z',
});

describe('the invoices screen', () => {
  it('lists each document with its kind, booking and amounts, and filters by kind through the address', async () => {
    const api = fakeApi({
      'GET /api/admin/invoices': (request: Request) =>
        new URL(request.url).searchParams.get('kind') === 'credit_note'
          ? { data: [entry(2, 'credit_note')] }
          : { data: [entry(2, 'credit_note'), entry(1)] },
    });
    signIn('admin');
    renderRoute('/admin/invoices');
    const table = await screen.findByRole('region', { name: 'جدول الفواتير' });
    expect(await within(table).findByRole('link', { name: 'فتح إشعار دائن رقم 2' })).toHaveAttribute(
      'href',
      '/admin/invoices/1002',
    );
    expect(within(table).getByText('عن الفاتورة 1')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'فتح الحجز رقم 71' })).toHaveAttribute('href', '/admin/bookings/71');
    expect(within(table).getAllByText(/1,150\.00/).length).toBeGreaterThan(0);
    expect(within(table).getByText('رفضتها الهيئة')).toBeInTheDocument();
    expect(within(table).getByText(/BR-KSA-66/)).toBeInTheDocument();
    expect(within(table).getByText('أُبلغت')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /النوع/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'إشعار دائن' }));
    await userEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    await vi.waitFor(() => expect(api.calls).toContain('GET /api/admin/invoices?kind=credit_note'));
    expect(await within(table).findByRole('link', { name: 'فتح إشعار دائن رقم 2' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'فتح فاتورة ضريبية مبسطة رقم 1' })).not.toBeInTheDocument();
  });

  it('refuses an export whose last day comes before its first, in Arabic', async () => {
    fakeApi({ 'GET /api/admin/invoices': { data: [] } });
    signIn('admin');
    renderRoute('/admin/invoices?from=2026-11-10&to=2026-11-01');
    expect(await screen.findByText('لا توجد فواتير بهذه الشروط.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تنزيل ملف المحاسب (CSV)' }));
    expect(screen.getByText('آخر يوم بعد أول يوم أو هو نفسه')).toBeInTheDocument();
  });
});
