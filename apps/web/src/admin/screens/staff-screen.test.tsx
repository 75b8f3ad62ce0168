import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessages, type StaffMember } from '@rihla/contract';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { member, signIn, signOut } from '../testing/staff-fixtures.ts';
import { validateStaffInvite } from '@rihla/machines/staff-sign-in/staff-forms.machine';

// /admin/staff (issue 17, admins): who has access, and an invitation's one-time link.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the staff screen', () => {
  it('invites a colleague, shows the link to send, and lists them', async () => {
    const invited: StaffMember = {
      ...member('agent'),
      id: 2,
      name: 'خالد',
      email: 'khaled@rihla.example',
      has_second_factor: false,
    };
    let staff = [member('admin')];
    let sent: unknown = null;
    fakeApi({
      'GET /api/admin/staff': () => ({ data: staff }),
      'POST /api/admin/staff': async (request: Request) => {
        sent = await request.json();
        staff = [...staff, invited];
        return { data: { staff: invited, link: 'https://rihla.example/admin/set-password?token=t-1' } };
      },
    });
    signIn('admin');
    renderRoute('/admin/staff');
    const table = await screen.findByRole('region', { name: 'جدول الموظفين' });
    expect(await within(table).findByText('منى')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('الاسم'), 'خالد');
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'khaled@rihla.example');
    await userEvent.click(screen.getByRole('button', { name: 'دعوة' }));
    expect(await screen.findByText('https://rihla.example/admin/set-password?token=t-1')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'خالد', email: 'khaled@rihla.example', role: 'agent' });
    expect(await within(table).findByText('خالد')).toBeInTheDocument();
    expect(within(table).getByText('عند أول دخول')).toBeInTheDocument();
  });

  it('shows each field’s whole message, not its first letter (issue 31, item 10)', async () => {
    fakeApi({ 'GET /api/admin/staff': () => ({ data: [member('admin')] }) });
    signIn('admin');
    renderRoute('/admin/staff');
    await userEvent.type(await screen.findByLabelText('الاسم'), ' ');
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'ليس-بريدًا');
    await userEvent.tab();
    const messages = validateStaffInvite({ name: ' ', email: 'ليس-بريدًا', role: 'agent' });
    expect(await screen.findByText(messages.name!)).toBeInTheDocument();
    expect(screen.getByText(messages.email!)).toBeInTheDocument();
  });

  it('an admin resets a colleague’s second factor after confirming (issue 31, item 16)', async () => {
    const colleague: StaffMember = {
      ...member('agent'),
      id: 5,
      name: 'سالم',
      email: 'salem@rihla.example',
      has_second_factor: true,
    };
    let reset: string | null = null;
    fakeApi({
      'GET /api/admin/staff': () => ({ data: [member('admin'), colleague] }),
      'POST /api/admin/staff/5/reset-second-factor': () => {
        reset = 'salem';
        return { data: { ...colleague, has_second_factor: false } };
      },
    });
    signIn('admin');
    renderRoute('/admin/staff');
    const table = await screen.findByRole('region', { name: 'جدول الموظفين' });
    const buttons = await within(table).findAllByRole('button', { name: 'إعادة تعيين التحقق بخطوتين' });
    // Only the colleague's row: an admin does not reset their own.
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'إعادة تعيين التحقق بخطوتين' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إعادة التعيين' }));
    expect(await screen.findByText('أُعيد تعيين التحقق بخطوتين لـسالم، وأُرسل إليه بريد بذلك.')).toBeInTheDocument();
    expect(reset).toBe('salem');
  });
});

describe('offboarding from the staff screen (issue 29)', () => {
  const colleague: StaffMember = {
    ...member('agent'),
    id: 7,
    name: 'سالم',
    email: 'salem@rihla.example',
    has_second_factor: true,
  };

  it('disables a colleague after confirming, shows them disabled, and enables them again', async () => {
    let staff = [member('admin'), colleague];
    const calls: string[] = [];
    fakeApi({
      'GET /api/admin/staff': () => ({ data: staff }),
      'POST /api/admin/staff/7/disable': () => {
        calls.push('disable');
        staff = [member('admin'), { ...colleague, disabled: true }];
        return { data: staff[1] };
      },
      'POST /api/admin/staff/7/enable': () => {
        calls.push('enable');
        staff = [member('admin'), colleague];
        return { data: staff[1] };
      },
    });
    signIn('admin');
    renderRoute('/admin/staff');
    const table = await screen.findByRole('region', { name: 'جدول الموظفين' });
    // Not on one's own row.
    expect(await within(table).findAllByRole('button', { name: /^تعطيل/ })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'تعطيل سالم' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تعطيل حساب موظف' });
    expect(dialog).toHaveTextContent('تُنهى جلساته المفتوحة فورًا');
    // Cancelling does nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    expect(calls).toEqual([]);
    await userEvent.click(within(table).getByRole('button', { name: 'تعطيل سالم' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'تعطيل حساب موظف' })).getByRole('button', { name: 'تعطيل الحساب' }),
    );
    expect(await screen.findByText('عُطّل حساب سالم وأُنهيت جلساته.')).toBeInTheDocument();
    expect(await within(table).findByText('معطّل')).toBeInTheDocument();
    await userEvent.click(await within(table).findByRole('button', { name: 'تفعيل سالم' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'تفعيل حساب موظف' })).getByRole('button', { name: 'تفعيل الحساب' }),
    );
    expect(await screen.findByText('فُعّل حساب سالم من جديد.')).toBeInTheDocument();
    expect(calls).toEqual(['disable', 'enable']);
  });

  it('changes a role after confirming, and shows the server’s refusal for the last admin', async () => {
    const admin2: StaffMember = { ...colleague, id: 8, name: 'ليلى', email: 'laila@rihla.example', role: 'admin' };
    let sent: unknown = null;
    fakeApi({
      'GET /api/admin/staff': () => ({ data: [member('admin'), colleague, admin2] }),
      'POST /api/admin/staff/7/role': async (request: Request) => {
        sent = await request.json();
        return { data: { ...colleague, role: 'admin' } };
      },
      'POST /api/admin/staff/8/role': () => reply(409, { message: errorMessages.staffLastAdmin }),
    });
    signIn('admin');
    renderRoute('/admin/staff');
    const table = await screen.findByRole('region', { name: 'جدول الموظفين' });
    await userEvent.click(await within(table).findByRole('button', { name: 'جعله مديرًا: سالم' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'ترقية إلى مدير' })).getByRole('button', { name: 'جعله مديرًا' }),
    );
    expect(await screen.findByText('أصبح سالم مديرًا.')).toBeInTheDocument();
    expect(sent).toEqual({ role: 'admin' });
    await userEvent.click(within(table).getByRole('button', { name: 'جعله موظف حجوزات: ليلى' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'جعله موظف حجوزات' })).getByRole('button', { name: 'تغيير الدور' }),
    );
    expect(await screen.findByText(errorMessages.staffLastAdmin)).toBeInTheDocument();
  });
});

describe('a refused invitation (issue 31, item 12)', () => {
  it('puts the server’s refusal of the e-mail next to that field, not above the form, and focuses it (issue 31, item 12)', async () => {
    fakeApi({
      'GET /api/admin/staff': () => ({ data: [member('admin')] }),
      'POST /api/admin/staff': reply(409, { message: errorMessages.staffExists, errors: { email: [errorMessages.staffExists] } }),
    });
    signIn('admin');
    renderRoute('/admin/staff');
    await userEvent.type(await screen.findByLabelText('الاسم'), 'منى');
    const email = screen.getByLabelText('البريد الإلكتروني');
    await userEvent.type(email, 'mona@rihla.example');
    await userEvent.click(screen.getByRole('button', { name: 'دعوة' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(errorMessages.staffExists));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getAllByText(errorMessages.staffExists)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Another address: the refusal goes with the one it was about.
    await userEvent.type(email, 'x');
    expect(screen.queryByText(errorMessages.staffExists)).not.toBeInTheDocument();
  });

  it('keeps a refusal that names no field in the banner', async () => {
    fakeApi({
      'GET /api/admin/staff': () => ({ data: [member('admin')] }),
      'POST /api/admin/staff': reply(429, { message: 'محاولات كثيرة' }),
    });
    signIn('admin');
    renderRoute('/admin/staff');
    await userEvent.type(await screen.findByLabelText('الاسم'), 'منى');
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'mona@rihla.example');
    await userEvent.click(screen.getByRole('button', { name: 'دعوة' }));
    expect(await screen.findByText(errorMessages.tooManyRequests)).toBeInTheDocument();
  });
});
