import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { signIn, signOut } from '../testing/staff-fixtures.ts';

// /admin (issue 17): the day's figures and the week's departures, each leading to its bookings.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the dashboard', () => {
  it('shows the figures and the week’s departures, and opens the pending bookings', async () => {
    fakeApi({
      'GET /api/admin/dashboard': {
        data: {
          bookings_today: 4,
          bookings_this_week: 19,
          pending: 3,
          departures_next_7_days: [{ trip_id: 7, title: 'جولة في إسطنبول', date: '2026-11-30', seats: 20, seats_left: 5 }],
        },
      },
      'GET /api/admin/bookings': { data: [], meta: { next: null } },
    });
    signIn('agent');
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'الرئيسية' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'جولة في إسطنبول' })).toHaveAttribute(
      'href',
      '/admin/bookings?trip_id=7&departure_from=2026-11-30&departure_to=2026-11-30',
    );
    expect(screen.getByText('19')).toBeInTheDocument();
    // An agent's menu has no staff or audit log.
    expect(screen.queryByRole('link', { name: 'سجل التدقيق' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '3' }));
    await waitFor(() => expect(location.search).toBe('?status=pending'));
    expect(await screen.findByRole('heading', { level: 1, name: 'الحجوزات' })).toBeInTheDocument();
  });
});

describe('the dashboard’s sales and occupancy (issue 31, item 14)', () => {
  it('shows sales per day and week and each departure’s occupancy, with its passenger list', async () => {
    fakeApi({
      'GET /api/admin/dashboard': { data: { bookings_today: 1, bookings_this_week: 2, pending: 0, departures_next_7_days: [] } },
      'GET /api/admin/figures': {
        data: {
          days: [{ date: '2026-11-27', bookings: 2, revenue: 3500 }],
          weeks: [{ from: '2026-11-21', to: '2026-11-27', bookings: 5, revenue: 9000 }],
          departures: [
            { trip_id: 7, title: 'جولة في إسطنبول', date: '2026-12-10', seats: 20, seats_taken: 15, occupancy_percent: 75 },
          ],
        },
      },
      'GET /api/admin/manifest': {
        data: {
          trip_id: 7,
          title: 'جولة في إسطنبول',
          date: '2026-12-10',
          bookings: 1,
          passengers: [
            {
              booking_id: 31,
              booking_status: 'confirmed',
              position: 0,
              kind: 'adult',
              name: 'SARA AL-OMARI',
              birth_date: '1990-05-01',
              gender: 'female',
              nationality: 'السعودية',
              passport: 'A1234567',
              passport_expiry: '2030-01-01',
              contact: { name: 'سارة', phone: '+966501234567', email: 's@example.com' },
            },
          ],
        },
      },
    });
    signIn('agent');
    renderRoute('/admin');
    const daily = await screen.findByRole('region', { name: 'المبيعات اليومية' });
    expect(within(daily).getByText(/3,500\.00/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'المبيعات الأسبوعية' })).toHaveTextContent('9,000.00');
    const occupancy = screen.getByRole('region', { name: 'جدول الإشغال' });
    expect(within(occupancy).getByText('75%')).toBeInTheDocument();
    await userEvent.click(within(occupancy).getByRole('link', { name: /^قائمة ركاب جولة في إسطنبول/ }));
    await waitFor(() => expect(location.search).toBe('?trip=7&date=2026-12-10'));
    const passengers = await screen.findByRole('region', { name: 'جدول الركاب' });
    expect(within(passengers).getByText('SARA AL-OMARI')).toBeInTheDocument();
    expect(within(passengers).getByText('+966501234567')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل CSV' })).toBeInTheDocument();
  });
});

describe('the dashboard’s real visitors (issue 28)', () => {
  const figure = (p75: number, rating: string) => ({ p75, samples: 40, rating });
  it('shows each page type’s 75th percentile with its rating, for 7 days then 28', async () => {
    const week = {
      days: 7,
      from: '2026-11-21',
      to: '2026-11-27',
      pages: [
        {
          page: 'trip',
          samples: 40,
          LCP: figure(2950, 'needs-improvement'),
          INP: figure(120, 'good'),
          CLS: figure(0.012, 'good'),
          FCP: figure(1400, 'good'),
          TTFB: figure(2100, 'poor'),
        },
      ],
    };
    fakeApi({
      'GET /api/admin/dashboard': { data: { bookings_today: 0, bookings_this_week: 0, pending: 0, departures_next_7_days: [] } },
      'GET /api/admin/figures': { data: { days: [], weeks: [], departures: [] } },
      'GET /api/admin/vitals': (request: Request) =>
        new URL(request.url).searchParams.get('days') === '28'
          ? { data: { ...week, days: 28, from: '2026-10-31', pages: [] } }
          : { data: week },
    });
    signIn('agent');
    renderRoute('/admin');
    const section = await screen.findByRole('region', { name: 'سرعة الموقع عند الزوار' });
    const row = await within(section).findByRole('row', { name: /صفحة رحلة/ });
    expect(within(row).getByText('2.95 ث')).toBeInTheDocument();
    expect(within(row).getByText('يحتاج إلى تحسين')).toBeInTheDocument();
    expect(within(row).getByText('120 م.ث')).toBeInTheDocument();
    expect(within(row).getByText('0.012')).toBeInTheDocument();
    expect(within(row).getByText('ضعيف')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('radio', { name: 'آخر 28 يومًا' }));
    expect(await within(section).findByText('لا توجد قياسات من الزوار في هذه المدة بعد.')).toBeInTheDocument();
  });
});
