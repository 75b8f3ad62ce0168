import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTripRow } from '@rihla/contract';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { adminTrip, signIn, signOut, tripOptionRoutes } from '../testing/staff-fixtures.ts';

// /admin/trips (issue 17): the catalogue's trips, newest first, searched by title; each opens its editor.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const tripRow = (id: number, title: string, published: boolean): AdminTripRow => ({
  id,
  title,
  company: 'سفريات الأفق',
  price: 4200,
  published,
  to_city: { id: 20, name: 'إسطنبول' },
  updated_at: '2026-11-20T10:00:00Z',
});

describe('the trips list', () => {
  it('searches by title and opens a trip’s editor', async () => {
    const api = fakeApi({
      ...tripOptionRoutes,
      'GET /api/admin/trips': (request: Request) =>
        new URL(request.url).searchParams.get('q')
          ? { data: [tripRow(7, 'جولة في إسطنبول', false)], meta: { next: null } }
          : { data: [tripRow(8, 'صيف العلا', true), tripRow(7, 'جولة في إسطنبول', false)], meta: { next: null } },
      'GET /api/admin/trips/7': { data: adminTrip() },
    });
    signIn('admin');
    renderRoute('/admin/trips');
    const table = await screen.findByRole('region', { name: 'جدول الرحلات' });
    const summer = (await within(table).findByRole('link', { name: 'تعديل الرحلة صيف العلا' })).closest('tr')!;
    expect(within(summer).getByText('منشورة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رحلة جديدة' })).toHaveAttribute('href', '/admin/trips/new');
    await userEvent.type(screen.getByLabelText('عنوان الرحلة'), 'إسطنبول');
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(within(table).queryByText('صيف العلا')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.startsWith('GET /api/admin/trips?q='))).toBe(true);
    await userEvent.click(within(table).getByRole('link', { name: 'تعديل الرحلة جولة في إسطنبول' }));
    expect(await screen.findByLabelText('العنوان')).toHaveValue('جولة في إسطنبول');
    expect(location.pathname).toBe('/admin/trips/7');
  });

  it('offers an agent no new trip', async () => {
    fakeApi({ 'GET /api/admin/trips': { data: [tripRow(7, 'جولة في إسطنبول', false)], meta: { next: null } } });
    signIn('agent');
    renderRoute('/admin/trips');
    expect(await screen.findByRole('link', { name: 'تعديل الرحلة جولة في إسطنبول' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'رحلة جديدة' })).not.toBeInTheDocument();
  });
});
