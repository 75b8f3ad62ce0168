import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@rihla/contract';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { signIn, signOut } from '../testing/staff-fixtures.ts';

// /admin/audit (issue 17, admins): every change and passport view, newest first, 50 at a time.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const entry = (id: number): AuditEntry => ({
  id,
  staff_id: 1,
  staff_email: 'staff@rihla.example',
  action: 'staff.password-set',
  subject: `staff:${id}`,
  details: null,
  ip: '10.0.0.1',
  at: '2026-11-20T10:00:00Z',
});

describe('the audit log', () => {
  it('names each action in Arabic and reads the older entries on asking', async () => {
    const first = Array.from({ length: 50 }, (_, i) => entry(200 - i));
    const api = fakeApi({
      'GET /api/admin/audit': (request: Request) =>
        new URL(request.url).searchParams.get('before') ? { data: [entry(100)] } : { data: first },
    });
    signIn('admin');
    renderRoute('/admin/audit');
    const log = await screen.findByRole('region', { name: 'جدول سجل التدقيق' });
    expect((await within(log).findAllByText('تعيين كلمة مرور')).length).toBe(50);
    await userEvent.click(screen.getByRole('button', { name: 'الأقدم' }));
    expect(await within(log).findByText('staff:100')).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/admin/audit?before=151');
    expect(screen.queryByRole('button', { name: 'الأقدم' })).not.toBeInTheDocument();
  });
});

describe('the audit log’s new entries (issue 29)', () => {
  it('names passport views, failed sign-ins, locks and offboarding in Arabic, with old and new values', async () => {
    const rows: AuditEntry[] = [
      { ...entry(5), action: 'booking.viewed', subject: 'booking:9', details: { travellers: 2 } },
      { ...entry(4), action: 'staff.sign-in-failed', details: { step: 'code', failures: 3 } },
      { ...entry(3), action: 'staff.locked', details: { failures: 10, minutes: 15 } },
      { ...entry(2), action: 'staff.disabled', details: { email: 'salem@rihla.example', role: 'agent' } },
      {
        ...entry(1),
        action: 'site-info.updated',
        subject: 'site-info',
        details: { fields: ['phone_number'], changes: { phone_number: { from: '+966500000001', to: '+966500000002' } } },
      },
    ];
    fakeApi({ 'GET /api/admin/audit': () => ({ data: rows }) });
    signIn('admin');
    renderRoute('/admin/audit');
    const log = await screen.findByRole('region', { name: 'جدول سجل التدقيق' });
    for (const name of [
      'عرض حجز (أرقام الجوازات)',
      'محاولة دخول فاشلة',
      'قفل الحساب بعد رموز خاطئة',
      'تعطيل موظف',
      'تعديل معلومات الموقع',
    ])
      expect(await within(log).findByText(name)).toBeInTheDocument();
    expect(within(log).getByText('phone_number: «+966500000001» ← «+966500000002»')).toBeInTheDocument();
    expect(within(log).getByText('step: code، failures: 3')).toBeInTheDocument();
  });
});
