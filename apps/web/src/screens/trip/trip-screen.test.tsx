import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatRiyal, tripPath, uiMessages } from '@rihla/contract';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { siteInfo, trip } from '../../testing/fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const shell = { 'GET /api/data/info': { data: siteInfo } };

describe('trip page', () => {
  it('shows the trip, its programme and its price, under its canonical address', async () => {
    fakeApi({ ...shell, 'GET /api/trips/7': { data: trip } });
    renderRoute('/trip/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'جولة في إسطنبول' })).toBeInTheDocument();
    expect(screen.getByText('سفريات الأفق')).toBeInTheDocument();
    // Below the fold, its own chunk (issue 28): it follows the trip.
    expect(await screen.findByRole('heading', { name: 'برنامج الرحلة' })).toBeInTheDocument();
    expect(screen.getByText('الوصول')).toBeInTheDocument();
    expect(screen.getByText('فندق أربع نجوم')).toBeInTheDocument();
    const booking = screen.getByRole('complementary', { name: 'احجز رحلتك' });
    expect(within(booking).getByRole('status')).toHaveTextContent(formatRiyal(4200));
    await waitFor(() => expect(location.pathname).toBe(tripPath(7, trip.title)));
  });

  it('lists what the trip includes and, beside it, what it leaves out; no empty list (issue 31, item 7)', async () => {
    fakeApi({ ...shell, 'GET /api/trips/7': { data: trip } });
    renderRoute('/trip/7');
    const included = await screen.findByRole('region', { name: 'تشمل الرحلة' });
    expect(within(included).getByRole('listitem')).toHaveTextContent('الإقامة: فندق أربع نجوم');
    const left = screen.getByRole('region', { name: 'غير مشمول في الرحلة' });
    expect(within(left).getByRole('listitem')).toHaveTextContent('التأشيرة: رسوم التأشيرة');
  });

  it('shows no left-out list for a trip without one', async () => {
    fakeApi({ ...shell, 'GET /api/trips/7': { data: { ...trip, not_included: [] } } });
    renderRoute('/trip/7');
    expect(await screen.findByRole('region', { name: 'تشمل الرحلة' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'غير مشمول في الرحلة' })).toBeNull();
  });

  it('hands the travellers and total chosen to the booking wizard', async () => {
    fakeApi({ ...shell, 'GET /api/trips/7': { data: trip } });
    renderRoute(tripPath(7, trip.title));
    const booking = await screen.findByRole('complementary', { name: 'احجز رحلتك' });

    await userEvent.click(within(booking).getAllByRole('button', { name: /زيادة/ })[0]!);
    expect(within(booking).getByRole('status')).toHaveTextContent(formatRiyal(4200 + 1500));
    await userEvent.click(within(booking).getByRole('button', { name: 'احجز الآن' }));

    await waitFor(() => expect(location.pathname).toBe(`${tripPath(7, trip.title)}/book`));
    expect(JSON.parse(sessionStorage.getItem('booking_draft:7') ?? 'null')).toEqual({
      adults_count: 3,
      children_count: 0,
      total_price: 5700,
    });
  });

  it('is the not-found page when the server has no such trip', async () => {
    fakeApi({ ...shell, 'GET /api/trips/99': reply(404, { message: 'Not found' }) });
    renderRoute('/trip/99');
    expect(await screen.findByRole('heading', { level: 1, name: uiMessages.pageNotFound })).toBeInTheDocument();
  });

  it('offers to try again when the server failed, and shows the trip once it answers', async () => {
    let answer = reply(500, { message: 'boom' });
    fakeApi({ ...shell, 'GET /api/trips/7': () => answer });
    renderRoute('/trip/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'تعذّر تحميل الرحلة' })).toBeInTheDocument();
    answer = reply(200, { data: trip });
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'جولة في إسطنبول' })).toBeInTheDocument();
  });
});
