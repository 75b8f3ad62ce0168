import type { FormEvent } from 'react';
import { css } from '@rihla/styled-system/css';
import { formatDateTime } from '@rihla/contract';
import { staffInviteFormMachine, validateStaffInvite } from '@rihla/machines/staff-sign-in/staff-forms.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Select } from '@rihla/ui/select/select';
import { TextField } from '@rihla/ui/text-field/text-field';
import { invalidate, useRemote } from '../../api/use-remote.ts';
import { useFormMachine } from '../../lib/use-form-machine.ts';
import { inviteStaff, staffQuery } from '../admin-api.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

/** /admin/staff (admins): who has access, and inviting someone (a one-time link to set their password). */
export default function StaffScreen() {
  const list = useRemote(staffQuery());
  const form = useFormMachine(staffInviteFormMachine, {
    validate: validateStaffInvite,
    submit: async (payload) => ({ link: (await inviteStaff(payload)).link }),
    onSucceeded: () => void invalidate(staffQuery()),
  });
  const link = form.success ? (form.result?.link ?? '') : '';
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
        <TableScroll label="جدول الموظفين">
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">الاسم</th>
                <th scope="col">البريد الإلكتروني</th>
                <th scope="col">الدور</th>
                <th scope="col">التحقق بخطوتين</th>
                <th scope="col">أُضيف في</th>
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
                  <td>{formatDateTime(s.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </AdminPage>
  );
}
