import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentMessages, type StaffMember } from '@rihla/contract';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { droppedOrder } from './ordered-list.tsx';
import { renderRoute } from '../../testing/render-route.tsx';
import { staffSession } from '../staff-session.ts';

// The back office's content screens (issue 17): an agent reads, an admin edits; the form keeps what
// was typed when refused, and a delete the server refuses (trips use it) says why.

afterEach(() => {
  vi.unstubAllGlobals();
  staffSession.end();
  sessionStorage.clear();
});

const member = (role: StaffMember['role']): StaffMember => ({
  id: 1,
  email: 'staff@rihla.example',
  name: 'منى',
  role,
  has_second_factor: true,
  disabled: false,
  created_at: '2026-11-20T10:00:00Z',
});
const faq = [
  { id: 1, question: 'كيف أحجز رحلة؟', answer: 'اختر الرحلة ثم احجز.' },
  { id: 2, question: 'هل يمكنني الإلغاء؟', answer: 'نعم.' },
];
const countries = [{ id: 3, name: 'تركيا', image: '/api/media/country/turkey.svg', position: 0 }];
const cities = [{ id: 5, name: 'إسطنبول', image: '/api/media/city/istanbul.svg', country_id: 3 }];

describe('content screens', () => {
  it('shows an agent the FAQ without a control that changes it', async () => {
    fakeApi({ 'GET /api/admin/faq': { data: faq } });
    staffSession.start('token', member('agent'));
    renderRoute('/admin/content/faq');
    expect(await screen.findByRole('row', { name: 'السؤال «كيف أحجز رحلة؟»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إضافة سؤال' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^تعديل/ })).not.toBeInTheDocument();
    expect(screen.getByText(/للقراءة فقط/)).toBeInTheDocument();
  });

  it('lets an admin edit an entry, keeping what was typed when the server refuses it', async () => {
    let tries = 0;
    fakeApi({
      'GET /api/admin/faq': { data: faq },
      'POST /api/admin/faq/1': () =>
        ++tries === 1 ? reply(422, { message: 'اكتب الإجابة', errors: { answer: ['اكتب الإجابة'] } }) : { data: faq[0] },
    });
    staffSession.start('token', member('admin'));
    renderRoute('/admin/content/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'تعديل السؤال «كيف أحجز رحلة؟»' }));
    const question = screen.getByLabelText('السؤال');
    expect(question).toHaveFocus();
    await userEvent.clear(question);
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(screen.getByText('اكتب السؤال')).toBeInTheDocument();
    await userEvent.type(question, 'كيف أحجز؟');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    const form = screen.getByRole('form', { name: /^تعديل/ });
    expect(await within(form).findByText('اكتب الإجابة')).toBeInTheDocument();
    expect(question).toHaveValue('كيف أحجز؟');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حُفظ السؤال، وهو على الموقع الآن.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks before deleting a city, and shows why the server refused', async () => {
    const message = contentMessages.cityInUse(4);
    const api = fakeApi({
      'GET /api/admin/countries': { data: countries },
      'GET /api/admin/cities': { data: cities },
      'POST /api/admin/cities/5/delete': reply(409, { message }),
    });
    staffSession.start('token', member('admin'));
    renderRoute('/admin/content/places');
    const row = (await screen.findByRole('cell', { name: 'إسطنبول' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'تركيا' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'حذف إسطنبول' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('POST /api/admin/cities/5/delete'));
  });
});

describe('content screens, ordered lists', () => {
  it('offers an admin a drag handle on each FAQ entry, described by how to drag with the keyboard (issue 31, item 15)', async () => {
    fakeApi({ 'GET /api/admin/faq': { data: faq } });
    staffSession.start('token', member('admin'));
    renderRoute('/admin/content/faq');
    // Dragging itself (pointer and keyboard, with react-aria's announcements) runs in a real browser:
    // tests/specs/admin-catalogue-tools.spec.ts.
    const list = await screen.findByRole('grid', { name: 'الأسئلة الشائعة بترتيبها' });
    expect(within(list).getAllByRole('row')).toHaveLength(faq.length);
    for (const f of faq)
      expect(within(list).getByRole('button', { name: `اسحب السؤال «${f.question}» لتغيير ترتيبه` })).toHaveAccessibleDescription(
        /بلوحة المفاتيح: انتقل إلى المقبض واضغط Enter/,
      );
    expect(within(list).getByRole('button', { name: 'تعديل السؤال «كيف أحجز رحلة؟»' })).toBeInTheDocument();
  });

  it('puts the dropped entries where they were dropped', () => {
    expect(droppedOrder([1, 2, 3, 4], [1], 3, 'after')).toEqual([2, 3, 1, 4]);
    expect(droppedOrder([1, 2, 3, 4], [4], 1, 'before')).toEqual([4, 1, 2, 3]);
    expect(droppedOrder([1, 2, 3, 4], [2, 3], 4, 'after')).toEqual([1, 4, 2, 3]);
    expect(droppedOrder([1, 2], [1], 9, 'after')).toEqual([1, 2]);
  });

  it('shows an agent the order without handles or buttons', async () => {
    fakeApi({ 'GET /api/admin/faq': { data: faq } });
    staffSession.start('token', member('agent'));
    renderRoute('/admin/content/faq');
    const list = await screen.findByRole('grid', { name: 'الأسئلة الشائعة بترتيبها' });
    expect(within(list).getAllByRole('row')).toHaveLength(faq.length);
    expect(within(list).queryByRole('button')).toBeNull();
  });
});

const SITE_FIELDS = [
  'phone_number',
  'facebook_url',
  'whatsapp_number',
  'email_address',
  'twitter_url',
  'instagram_url',
  'appstore_url',
  'playstore_url',
  'legal_name',
  'vat_number',
  'cr_number',
  'tourism_licence',
  'address_building',
  'address_street',
  'address_district',
  'address_city',
  'address_postal_code',
];

describe('content screens, the site’s information', () => {
  it('saves a changed phone number and shows that it is on the site', async () => {
    const info = {
      phone_number: '+966511111111',
      facebook_url: null,
      whatsapp_number: null,
      email_address: 'hello@rihla.example',
      twitter_url: null,
      instagram_url: null,
      appstore_url: null,
      playstore_url: null,
      legal_name: null,
      vat_number: null,
      cr_number: null,
      tourism_licence: null,
      address_building: null,
      address_street: null,
      address_district: null,
      address_city: null,
      address_postal_code: null,
    };
    let sent: Record<string, unknown> | null = null;
    fakeApi({
      'GET /api/admin/site-info': { data: info },
      'GET /api/admin/booking-terms': { data: { terms: ['يُدفع المبلغ كاملًا عند التأكيد.'] } },
      'POST /api/admin/site-info': async (request: Request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return { data: { ...info, ...sent } };
      },
    });
    staffSession.start('token', member('admin'));
    renderRoute('/admin/content/site');
    const phone = await screen.findByLabelText('رقم الهاتف');
    expect(phone).toHaveValue('+966511111111');
    expect(screen.getByLabelText('الشرط 1')).toHaveValue('يُدفع المبلغ كاملًا عند التأكيد.');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+966522222222');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ معلومات الموقع' }));
    expect(await screen.findByText('حُفظت معلومات الموقع، وهي على الموقع الآن.')).toBeInTheDocument();
    expect(sent).toMatchObject({ phone_number: '+966522222222' });
    expect(phone).toHaveValue('+966522222222');
  });

  it('edits the seller’s legal identity, refusing a VAT number ZATCA would not accept (issue 27)', async () => {
    const info = Object.fromEntries(
      [
        'phone_number',
        'facebook_url',
        'whatsapp_number',
        'email_address',
        'twitter_url',
        'instagram_url',
        'appstore_url',
        'playstore_url',
        'legal_name',
        'vat_number',
        'cr_number',
        'tourism_licence',
        'address_building',
        'address_street',
        'address_district',
        'address_city',
        'address_postal_code',
      ].map((k) => [k, null]),
    );
    let sent: Record<string, unknown> | null = null;
    fakeApi({
      'GET /api/admin/site-info': { data: info },
      'GET /api/admin/booking-terms': { data: { terms: [] } },
      'POST /api/admin/site-info': async (request: Request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return { data: { ...info, ...sent } };
      },
    });
    staffSession.start('token', member('admin'));
    renderRoute('/admin/content/site');
    await userEvent.type(await screen.findByLabelText('الاسم النظامي للمنشأة'), 'شركة رحلة للسياحة');
    const vat = screen.getByLabelText('الرقم الضريبي (15 رقمًا)');
    await userEvent.type(vat, '123');
    await userEvent.tab();
    expect(await screen.findByText('رقم التسجيل الضريبي 15 رقمًا يبدأ وينتهي بالرقم 3')).toBeInTheDocument();
    await userEvent.clear(vat);
    await userEvent.type(vat, '310122393500003');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ معلومات الموقع' }));
    expect(await screen.findByText('حُفظت معلومات الموقع، وهي على الموقع الآن.')).toBeInTheDocument();
    expect(sent).toMatchObject({ legal_name: 'شركة رحلة للسياحة', vat_number: '310122393500003' });
  });

  it('puts the server’s refusal of a field next to it, not above the form (issue 31, item 12)', async () => {
    const info = Object.fromEntries(SITE_FIELDS.map((k) => [k, null]));
    const reason = 'هذا الرقم الضريبي مسجّل لمنشأة أخرى';
    fakeApi({
      'GET /api/admin/site-info': { data: info },
      'GET /api/admin/booking-terms': { data: { terms: ['يُدفع المبلغ كاملًا عند التأكيد.'] } },
      'POST /api/admin/site-info': reply(422, { message: reason, errors: { vat_number: [reason] } }),
    });
    staffSession.start('token', member('admin'));
    renderRoute('/admin/content/site');
    const vat = await screen.findByLabelText('الرقم الضريبي (15 رقمًا)');
    await userEvent.type(vat, '310122393500003');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ معلومات الموقع' }));
    await waitFor(() => expect(vat).toHaveAccessibleDescription(reason));
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveFocus();
    expect(screen.getAllByText(reason)).toHaveLength(1);
    await userEvent.type(vat, '1');
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('puts the server’s refusal of the booking terms under the list, where the form’s own shows', async () => {
    const reason = 'الشروط من 1 إلى 20 جملة، لا تزيد الواحدة على 500 حرف';
    fakeApi({
      'GET /api/admin/site-info': { data: Object.fromEntries(SITE_FIELDS.map((k) => [k, null])) },
      'GET /api/admin/booking-terms': { data: { terms: ['يُدفع المبلغ كاملًا عند التأكيد.'] } },
      'POST /api/admin/booking-terms': reply(422, { message: reason, errors: { terms: [reason] } }),
    });
    staffSession.start('token', member('admin'));
    renderRoute('/admin/content/site');
    const term = await screen.findByLabelText('الشرط 1');
    await userEvent.type(term, ' وتُسترد الرسوم وفق السياسة.');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ شروط الحجز' }));
    const form = screen.getByRole('form', { name: 'شروط الحجز' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getAllByText(reason)).toHaveLength(1);
  });
});
