import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { adminTrip, signIn, signOut, tripOptionRoutes, typeDate } from '../testing/staff-fixtures.ts';

// /admin/trips/{id} on the trip-editor machine (issue 25): the trip as read, saved with the server's
// refusal shown at its field, published, its departures added; an agent reads it only.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the trip screen', () => {
  it('saves an admin’s change, showing a refused field’s message first and keeping what was typed', async () => {
    let tries = 0;
    const api = fakeApi({
      ...tripOptionRoutes,
      'GET /api/admin/trips/7': { data: adminTrip() },
      'POST /api/admin/trips/7': async (request: Request) => {
        const body = (await request.json()) as { title: string };
        return ++tries === 1
          ? reply(422, { message: 'العنوان مستخدم', errors: { title: ['العنوان مستخدم لرحلة أخرى'] } })
          : { data: adminTrip({ title: body.title }) };
      },
    });
    signIn('admin');
    renderRoute('/admin/trips/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'جولة في إسطنبول' })).toBeInTheDocument();
    const title = screen.getByLabelText('العنوان');
    expect(title).toHaveValue('جولة في إسطنبول');
    expect(screen.getByRole('region', { name: 'جدول المغادرات' })).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'إسطنبول القديمة');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('العنوان مستخدم لرحلة أخرى')).toBeInTheDocument();
    expect(title).toHaveValue('إسطنبول القديمة');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('تم حفظ الرحلة، وهي على الموقع الآن.')).toBeInTheDocument();
    // The page's trip is the read's, set by the answer: the heading is the stored title.
    expect(await screen.findByRole('heading', { level: 1, name: 'إسطنبول القديمة' })).toBeInTheDocument();
    expect(screen.queryByText('العنوان مستخدم لرحلة أخرى')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c === 'GET /api/admin/trips/7')).toHaveLength(1);
    // The page has grown (its recurring departures' form): typing into it takes a while on a busy machine.
  }, 15_000);

  it('checks the contract’s rules before sending anything', async () => {
    const api = fakeApi({ ...tripOptionRoutes, 'GET /api/admin/trips/7': { data: adminTrip() } });
    signIn('admin');
    renderRoute('/admin/trips/7');
    const price = await screen.findByLabelText('السعر (ريال)');
    await userEvent.clear(price);
    await userEvent.type(price, 'كثير');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('صحّح الحقول المشار إليها ثم احفظ.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('publishes the trip and adds a departure, the page showing each answer', async () => {
    fakeApi({
      ...tripOptionRoutes,
      'GET /api/admin/trips/7': { data: adminTrip() },
      'POST /api/admin/trips/7/publish': { data: adminTrip({ published: true }) },
      'POST /api/admin/trips/7/departures': async (request: Request) => {
        expect(await request.json()).toEqual({ date: '2027-04-01', seats: 12, price: null });
        return {
          data: adminTrip({
            published: true,
            departures: [
              { id: 1, date: '2027-03-01', seats: 20, seats_taken: 0, price: null },
              { id: 2, date: '2027-04-01', seats: 12, seats_taken: 0, price: null },
            ],
          }),
        };
      },
    });
    signIn('admin');
    renderRoute('/admin/trips/7');
    expect(await screen.findByText('مخفية')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'نشر على الموقع' }));
    expect(await screen.findByText('نُشرت الرحلة على الموقع.')).toBeInTheDocument();
    expect(await screen.findByText('منشورة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إخفاء عن الموقع' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'إضافة مغادرة' });
    await typeDate(form, 'تاريخ المغادرة', '2027-04-01');
    await userEvent.type(within(form).getByLabelText('عدد المقاعد'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة مغادرة' }));
    expect(await screen.findByText('أُضيفت المغادرة.')).toBeInTheDocument();
    const departures = screen.getByRole('region', { name: 'جدول المغادرات' });
    await waitFor(() => expect(within(departures).getAllByRole('row')).toHaveLength(3));
  });

  it('adds a departure at its own price, and shows a refused date next to the date field', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      ...tripOptionRoutes,
      'GET /api/admin/trips/7': { data: adminTrip() },
      'POST /api/admin/trips/7/departures': async (request: Request) => {
        const body = (await request.json()) as { date: string };
        bodies.push(body);
        if (body.date === '2020-01-01')
          return reply(422, { message: 'تاريخ المغادرة في الماضي', errors: { date: ['تاريخ المغادرة في الماضي'] } });
        return { data: adminTrip({ departures: [{ id: 3, date: body.date, seats: 8, seats_taken: 0, price: 1250 }] }) };
      },
    });
    signIn('admin');
    renderRoute('/admin/trips/7');
    const form = await screen.findByRole('form', { name: 'إضافة مغادرة' });
    await typeDate(form, 'تاريخ المغادرة', '2020-01-01');
    await userEvent.type(within(form).getByLabelText('عدد المقاعد'), '8');
    await userEvent.type(within(form).getByLabelText(/سعر المغادرة/), '١٢٥٠');
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة مغادرة' }));
    // The refusal is at the date field itself (issue 31, item 12).
    const dateGroup = within(form).getByRole('group', { name: 'تاريخ المغادرة' });
    await waitFor(() => expect(within(dateGroup).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('تاريخ المغادرة في الماضي')).toBeInTheDocument();
    // The trip's own price field is not blamed.
    expect(screen.getByLabelText('السعر (ريال)')).not.toHaveAttribute('aria-invalid', 'true');
    await typeDate(form, 'تاريخ المغادرة', '2027-05-01');
    expect(within(form).queryByText('تاريخ المغادرة في الماضي')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة مغادرة' }));
    expect(await screen.findByText('أُضيفت المغادرة.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ date: '2027-05-01', seats: 8, price: 1250 });
  });

  it('duplicates the trip and opens the copy, hidden, with its note (issue 31, item 15)', async () => {
    const copy = adminTrip({ id: 8, title: 'جولة في إسطنبول (نسخة)', published: false, departures: [] });
    const api = fakeApi({
      ...tripOptionRoutes,
      'GET /api/admin/trips/7': { data: adminTrip() },
      'POST /api/admin/trips/7/duplicate': { data: copy },
      'GET /api/admin/trips/8': { data: copy },
    });
    signIn('admin');
    renderRoute('/admin/trips/7');
    await userEvent.click(await screen.findByRole('button', { name: 'تكرار الرحلة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'جولة في إسطنبول (نسخة)' })).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/trips/8'));
    const note = screen.getByText(/هذه نسخة من الرحلة، وهي مخفية عن الموقع حتى تنشرها/);
    // The note has the keyboard, and is shown once: the history entry no longer says "copied".
    await waitFor(() => expect(document.activeElement?.contains(note)).toBe(true));
    expect((history.state as { copied?: boolean }).copied).toBe(false);
    expect(screen.getByText('مخفية')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/admin/trips/7/duplicate');
  }, 20_000);

  it('adds every chosen weekday until a date and says how many were added and skipped (issue 31, item 15)', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      ...tripOptionRoutes,
      'GET /api/admin/trips/7': { data: adminTrip() },
      'POST /api/admin/trips/7/departures/recurring': async (request: Request) => {
        bodies.push(await request.json());
        return {
          data: adminTrip({
            departures: [
              { id: 4, date: '2027-05-07', seats: 12, seats_taken: 0, price: null },
              { id: 5, date: '2027-05-14', seats: 12, seats_taken: 0, price: null },
            ],
          }),
          meta: { created: ['2027-05-07', '2027-05-14'], skipped: ['2027-04-30'] },
        };
      },
    });
    signIn('admin');
    renderRoute('/admin/trips/7');
    const form = await screen.findByRole('form', { name: 'مغادرات متكررة' });
    // Sent empty: each mistake at its field, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: 'إنشاء المغادرات' }));
    expect(await within(form).findByText('اختر يومًا واحدًا من أيام الأسبوع على الأقل')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'الجمعة' }));
    await typeDate(form, 'حتى تاريخ', '2027-05-20');
    await userEvent.type(within(form).getByLabelText('المقاعد في كل مغادرة'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'إنشاء المغادرات' }));
    expect(
      await within(form).findByText('عدد المغادرات المضافة: 2، والمتخطاة: 1 (لها مغادرة من قبل، أو أقرب من مهلة الحجز).'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ weekdays: [5], until: '2027-05-20', seats: 12, price: null }]);
    // The page's table is the answer's.
    const table = screen.getByRole('region', { name: 'جدول المغادرات' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  }, 20_000);

  it('shows an agent the trip to read, with nothing that changes it', async () => {
    fakeApi({ ...tripOptionRoutes, 'GET /api/admin/trips/7': { data: adminTrip() } });
    signIn('agent');
    renderRoute('/admin/trips/7');
    expect(await screen.findByLabelText('العنوان')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'نشر على الموقع' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تكرار الرحلة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'مغادرات متكررة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'إضافة مغادرة' })).not.toBeInTheDocument();
    // It says why (issue 31, item 11).
    expect(screen.getByText('تعرض هذه الصفحة الرحلة للقراءة فقط؛ يعدّلها المديرون.')).toBeInTheDocument();
  });

  it('says so when the trip does not exist', async () => {
    fakeApi({ ...tripOptionRoutes, 'GET /api/admin/trips/99': reply(404, { message: 'غير موجود' }) });
    signIn('admin');
    renderRoute('/admin/trips/99');
    expect(await screen.findByText('لم نجد هذه الرحلة.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'العودة إلى الرحلات' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/trips'));
  });
});
