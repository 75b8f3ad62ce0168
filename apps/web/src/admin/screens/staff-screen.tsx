import { useState, type FormEvent } from 'react';
import { css } from '@rihla/styled-system/css';
import { errorMessages, formatDateTime, type StaffMember } from '@rihla/contract';
import { staffInviteFormMachine, validateStaffInvite } from '@rihla/machines/staff-sign-in/staff-forms.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { ConfirmDialog } from '@rihla/ui/confirm-dialog/confirm-dialog';
import { Select } from '@rihla/ui/select/select';
import { TextField } from '@rihla/ui/text-field/text-field';
import { invalidate, useRemote } from '../../api/use-remote.ts';
import { useFormMachine } from '../../lib/use-form-machine.ts';
import { disableStaff, enableStaff, inviteStaff, resetSecondFactor, setStaffRole, staffQuery } from '../admin-api.ts';
import { useStaff } from '../staff-session.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';
import { useRefusedFieldFocus } from '../layout/use-refused-field-focus.ts';

type ActionKind = 'reset' | 'disable' | 'enable' | 'promote' | 'demote';
interface PendingAction {
  kind: ActionKind;
  member: StaffMember;
}

/** What each row's action asks before it is done, does, and says once done. */
const ACTIONS: Record<
  ActionKind,
  {
    title: string;
    question: (m: StaffMember) => string;
    confirm: string;
    run: (m: StaffMember) => Promise<unknown>;
    done: (m: StaffMember) => string;
  }
> = {
  reset: {
    title: 'إعادة تعيين التحقق بخطوتين',
    question: (m) => `سيُطلب من ${m.name} إعداد تطبيق المصادقة من جديد عند دخوله التالي، وتُنهى جلساته المفتوحة.`,
    confirm: 'إعادة التعيين',
    run: (m) => resetSecondFactor(m.id),
    done: (m) => `أُعيد تعيين التحقق بخطوتين لـ${m.name}، وأُرسل إليه بريد بذلك.`,
  },
  disable: {
    title: 'تعطيل حساب موظف',
    question: (m) => `لن يستطيع ${m.name} الدخول إلى لوحة التحكم، وتُنهى جلساته المفتوحة فورًا. يمكنك تفعيله لاحقًا.`,
    confirm: 'تعطيل الحساب',
    run: (m) => disableStaff(m.id),
    done: (m) => `عُطّل حساب ${m.name} وأُنهيت جلساته.`,
  },
  enable: {
    title: 'تفعيل حساب موظف',
    question: (m) => `سيستطيع ${m.name} الدخول إلى لوحة التحكم من جديد بكلمة مروره وتطبيق المصادقة.`,
    confirm: 'تفعيل الحساب',
    run: (m) => enableStaff(m.id),
    done: (m) => `فُعّل حساب ${m.name} من جديد.`,
  },
  promote: {
    title: 'ترقية إلى مدير',
    question: (m) => `سيصبح ${m.name} مديرًا: يعدّل الرحلات والمحتوى ويدير الموظفين والمبالغ المستردة.`,
    confirm: 'جعله مديرًا',
    run: (m) => setStaffRole(m.id, 'admin'),
    done: (m) => `أصبح ${m.name} مديرًا.`,
  },
  demote: {
    title: 'جعله موظف حجوزات',
    question: (m) => `سيفقد ${m.name} صلاحيات المدير ويبقى له الاطلاع على الحجوزات وتغيير حالتها.`,
    confirm: 'تغيير الدور',
    run: (m) => setStaffRole(m.id, 'agent'),
    done: (m) => `أصبح ${m.name} موظف حجوزات.`,
  },
};

/** /admin/staff (admins): who has access, and inviting someone (a one-time link to set their password). */
export default function StaffScreen() {
  const list = useRemote(staffQuery());
  const form = useFormMachine(staffInviteFormMachine, {
    validate: validateStaffInvite,
    submit: async (payload) => ({ link: (await inviteStaff(payload)).link }),
    onSucceeded: () => void invalidate(staffQuery()),
  });
  // A refusal of the e-mail (409: already staff) shows next to it, and focus goes there.
  const formRef = useRefusedFieldFocus(form.actor);
  const link = form.success ? (form.result?.link ?? '') : '';
  const me = useStaff();
  // A lost authenticator (issue 31, item 16), offboarding and roles (issue 29): each confirmed in a
  // dialog first; the answer (or the server's refusal, such as the last admin's 409) shown above the table.
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [actionState, setActionState] = useState<{ busy: boolean; message: string | null; error: string | null }>({
    busy: false,
    message: null,
    error: null,
  });
  const confirmAction = async () => {
    if (!pending) return;
    setActionState({ busy: true, message: null, error: null });
    try {
      await ACTIONS[pending.kind].run(pending.member);
      setActionState({ busy: false, message: ACTIONS[pending.kind].done(pending.member), error: null });
      void invalidate(staffQuery());
    } catch (err) {
      setActionState({ busy: false, message: null, error: (err as { message?: string }).message || errorMessages.server });
    }
    setPending(null);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  return (
    <AdminPage title="الموظفون">
      <section aria-labelledby="invite-title" className={panel}>
        <h2 id="invite-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          دعوة موظف
        </h2>
        {form.error && <Alert tone="error">{form.error}</Alert>}
        {form.success && (
          <Alert tone="success">
            {form.success}:{' '}
            <bdi dir="ltr" className={css({ overflowWrap: 'anywhere' })}>
              {link}
            </bdi>
          </Alert>
        )}
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(4, 1fr)' },
            gap: '3',
            alignItems: 'end',
          })}
        >
          <TextField
            label="الاسم"
            value={form.values.name}
            onChange={(name) => form.change({ name })}
            onBlur={() => form.blur('name')}
            isInvalid={Boolean(form.errors.name)}
            errorMessage={form.errors.name}
          />
          <TextField
            label="البريد الإلكتروني"
            type="email"
            inputDir="ltr"
            value={form.values.email}
            onChange={(email) => form.change({ email })}
            onBlur={() => form.blur('email')}
            isInvalid={Boolean(form.errors.email)}
            errorMessage={form.errors.email}
          />
          <Select
            label="الدور"
            options={[
              { id: 'agent', label: 'موظف حجوزات' },
              { id: 'admin', label: 'مدير' },
            ]}
            selectedKey={form.values.role}
            onSelectionChange={(role) => form.change({ role: role === 'admin' ? 'admin' : 'agent' })}
          />
          <Button type="submit" isDisabled={!form.canSubmit && !form.isSubmitting} isPending={form.isSubmitting}>
            دعوة
          </Button>
        </form>
      </section>
      <section aria-labelledby="staff-title" className={panel}>
        <h2 id="staff-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          من لديه وصول
        </h2>
        {actionState.message && <Alert tone="success">{actionState.message}</Alert>}
        {actionState.error && <Alert tone="error">{actionState.error}</Alert>}
        <ConfirmDialog
          isOpen={pending !== null}
          onOpenChange={(open) => !open && setPending(null)}
          title={pending ? ACTIONS[pending.kind].title : ''}
          message={pending ? ACTIONS[pending.kind].question(pending.member) : undefined}
          confirmLabel={pending ? ACTIONS[pending.kind].confirm : ''}
          tone={pending?.kind === 'enable' ? 'primary' : 'danger'}
          onConfirm={() => void confirmAction()}
          isPending={actionState.busy}
        />
        <TableScroll label="جدول الموظفين">
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">الاسم</th>
                <th scope="col">البريد الإلكتروني</th>
                <th scope="col">الدور</th>
                <th scope="col">التحقق بخطوتين</th>
                <th scope="col">الحالة</th>
                <th scope="col">أُضيف في</th>
                <th scope="col">
                  <span className={css({ srOnly: true })}>إجراءات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(list.data ?? []).map((s) => (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td>
                    <bdi dir="ltr">{s.email}</bdi>
                  </td>
                  <td>{s.role === 'admin' ? 'مدير' : 'موظف حجوزات'}</td>
                  <td>{s.has_second_factor ? 'مفعّل' : 'عند أول دخول'}</td>
                  <td>{s.disabled ? 'معطّل' : 'نشط'}</td>
                  <td>{formatDateTime(s.created_at)}</td>
                  <td>
                    {s.id !== me?.id && (
                      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                        {s.has_second_factor && !s.disabled && (
                          <Button variant="secondary" onPress={() => setPending({ kind: 'reset', member: s })}>
                            إعادة تعيين التحقق بخطوتين
                          </Button>
                        )}
                        {!s.disabled && (
                          <Button
                            variant="secondary"
                            aria-label={`${s.role === 'admin' ? 'جعله موظف حجوزات' : 'جعله مديرًا'}: ${s.name}`}
                            onPress={() => setPending({ kind: s.role === 'admin' ? 'demote' : 'promote', member: s })}
                          >
                            {s.role === 'admin' ? 'جعله موظف حجوزات' : 'جعله مديرًا'}
                          </Button>
                        )}
                        {s.disabled ? (
                          <Button
                            variant="secondary"
                            aria-label={`تفعيل ${s.name}`}
                            onPress={() => setPending({ kind: 'enable', member: s })}
                          >
                            تفعيل
                          </Button>
                        ) : (
                          <Button
                            variant="danger"
                            aria-label={`تعطيل ${s.name}`}
                            onPress={() => setPending({ kind: 'disable', member: s })}
                          >
                            تعطيل
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </AdminPage>
  );
}
