import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
