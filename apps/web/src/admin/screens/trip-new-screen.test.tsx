import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { adminTrip, signIn, signOut, tripOptionRoutes } from '../testing/staff-fixtures.ts';

// /admin/trips/new on the trip-editor machine (issue 25): the contract's rules before sending, the
// server's refusal at its field, then a trip created hidden that opens on its own page.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

async function fillRequired() {
  await userEvent.type(await screen.findByLabelText('العنوان'), 'رحلة إلى العلا');
  await userEvent.type(screen.getByLabelText('الشركة المنظمة'), 'سفريات الأفق');
  await userEvent.type(screen.getByLabelText('الوصف'), 'ثلاثة أيام بين الصخور.');
  await userEvent.type(screen.getByLabelText('السعر (ريال)'), '3000');
  await userEvent.type(screen.getByLabelText('المدة (أيام)'), '3');
  await userEvent.click(screen.getByRole('button', { name: /مدينة الوجهة/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'العلا' }));
}

describe('the new trip screen', () => {
  it('marks what is missing without sending, then creates the trip hidden and opens its page', async () => {
    let sent: Record<string, unknown> | null = null;
    let tries = 0;
    const api = fakeApi({
      ...tripOptionRoutes,
      'POST /api/admin/trips': async (request: Request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ++tries === 1
          ? reply(422, { message: 'راجع الحقول', errors: { company: ['اسم الشركة أطول من المسموح'] } })
          : { data: adminTrip({ id: 31, title: 'رحلة إلى العلا', to_city_id: 10, departures: [] }) };
      },
      'GET /api/admin/trips/31': { data: adminTrip({ id: 31, title: 'رحلة إلى العلا', to_city_id: 10, departures: [] }) },
    });
    signIn('admin');
    renderRoute('/admin/trips/new');
    await userEvent.click(await screen.findByRole('button', { name: 'إنشاء الرحلة' }));
    expect(await screen.findByText('صحّح الحقول المشار إليها ثم أنشئ الرحلة.')).toBeInTheDocument();
    expect(screen.getByLabelText('العنوان')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.startsWith('POST'))).toBe(false);

    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء الرحلة' }));
    expect(await screen.findByText('اسم الشركة أطول من المسموح')).toBeInTheDocument();
    expect(screen.getByText('راجع الحقول')).toBeInTheDocument();
    expect(screen.getByLabelText('العنوان')).toHaveValue('رحلة إلى العلا');

    await userEvent.click(screen.getByRole('button', { name: 'إنشاء الرحلة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'رحلة إلى العلا' })).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/trips/31');
    expect(sent).toMatchObject({ title: 'رحلة إلى العلا', price: 3000, duration: 3, to_city_id: 10, published: false });
    // Typing a whole trip with user-event takes seconds on a loaded 2-core machine.
  }, 30_000);

  it('tells an agent that only admins create trips', async () => {
    fakeApi(tripOptionRoutes);
    signIn('agent');
    renderRoute('/admin/trips/new');
    expect(await screen.findByText('إنشاء الرحلات للمديرين فقط.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'العودة إلى الرحلات' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/trips'));
  });
});
