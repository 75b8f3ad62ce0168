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
