import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { successMessages } from '@rihla/contract';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { signOut } from '../testing/staff-fixtures.ts';
import { validateStaffPassword } from '@rihla/machines/staff-sign-in/staff-forms.machine';

// /admin/set-password?token=… (issue 17): the invitation's link; a spent link says so.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('setting a staff password', () => {
  it('sends the link’s token with the password, then offers the sign-in', async () => {
    let sent: unknown = null;
    fakeApi({
      'POST /api/admin/auth/password': async (request: Request) => {
        sent = await request.json();
        return { message: successMessages.passwordChanged };
      },
    });
    renderRoute('/admin/set-password?token=invite-123');
    await userEvent.type(await screen.findByLabelText('كلمة المرور الجديدة'), 'جملة طويلة تتذكرها');
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور'), 'جملة طويلة تتذكرها');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(await screen.findByText(successMessages.passwordChanged)).toBeInTheDocument();
    expect(sent).toEqual({
      token: 'invite-123',
      password: 'جملة طويلة تتذكرها',
      password_confirmation: 'جملة طويلة تتذكرها',
    });
    expect(screen.getByRole('link', { name: 'الدخول إلى لوحة التحكم' })).toHaveAttribute('href', '/admin/login');
  });

  it('shows each field’s whole message, not its first letter (issue 31, item 10)', async () => {
    fakeApi({});
    renderRoute('/admin/set-password?token=invite-123');
    const password = await screen.findByLabelText('كلمة المرور الجديدة');
    await userEvent.type(password, 'قصيرة');
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور'), 'أخرى');
    await userEvent.tab();
    const messages = validateStaffPassword({ token: '', password: 'قصيرة', password_confirmation: 'أخرى' });
    expect(await screen.findByText(messages.password!)).toBeInTheDocument();
    expect(screen.getByText(messages.password_confirmation!)).toBeInTheDocument();
    expect(messages.password!.length).toBeGreaterThan(5);
  });

  it('shows the server’s reason when the link is spent', async () => {
    fakeApi({ 'POST /api/admin/auth/password': reply(400, { message: 'الرابط منتهي الصلاحية' }) });
    renderRoute('/admin/set-password?token=old');
    await userEvent.type(await screen.findByLabelText('كلمة المرور الجديدة'), 'جملة طويلة تتذكرها');
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور'), 'جملة طويلة تتذكرها');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(await screen.findByText('الرابط منتهي الصلاحية')).toBeInTheDocument();
  });

  it('puts the server’s refusal of the password next to the password field and focuses it (issue 31, item 12)', async () => {
    const reason = 'كلمة المرور هذه شائعة جدًا، اختر جملة أطول تتذكرها';
    fakeApi({ 'POST /api/admin/auth/password': reply(422, { message: reason, errors: { password: [reason] } }) });
    renderRoute('/admin/set-password?token=invite-123');
    const password = await screen.findByLabelText('كلمة المرور الجديدة');
    await userEvent.type(password, 'جملة طويلة تتذكرها');
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور'), 'جملة طويلة تتذكرها');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(reason)));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a refused confirmation next to the confirmation field', async () => {
    const reason = 'كلمتا المرور غير متطابقتين';
    fakeApi({ 'POST /api/admin/auth/password': reply(422, { message: reason, errors: { password_confirmation: [reason] } }) });
    renderRoute('/admin/set-password?token=invite-123');
    await userEvent.type(await screen.findByLabelText('كلمة المرور الجديدة'), 'جملة طويلة تتذكرها');
    const confirmation = screen.getByLabelText('تأكيد كلمة المرور');
    await userEvent.type(confirmation, 'جملة طويلة تتذكرها');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription(reason));
    expect(confirmation).toHaveFocus();
  });
});
