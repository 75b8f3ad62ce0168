import { css } from '@rihla/styled-system/css';
import { formatDateTime, type AuditEntry } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { getAudit } from '../admin-api.ts';
import { keysetPages } from '../keyset-pages.ts';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

const ACTIONS: Record<string, string> = {
  'booking.file-viewed': 'عرض وثيقة مسافر',
  'booking.confirmed': 'تأكيد حجز',
  'booking.cancelled': 'إلغاء حجز',
  'booking.completed': 'إكمال حجز',
  'bookings.exported': 'تنزيل الحجوزات CSV',
  'staff.sign-in': 'دخول',
  'staff.sign-out': 'خروج',
  'staff.invited': 'دعوة موظف',
  'staff.created': 'إنشاء موظف (سطر الأوامر)',
  'staff.password-set': 'تعيين كلمة مرور',
  'staff.password-link': 'رابط كلمة مرور (سطر الأوامر)',
  'staff.second-factor-set-up': 'تفعيل التحقق بخطوتين',
  'staff.recovery-code-used': 'دخول برمز استرداد',
};

const fetchAudit = keysetPages<AuditEntry, null>(async (_filter, before, signal) => {
  const items = await getAudit(before, signal);
  return { items, next: items.length === 50 ? items.at(-1)!.id : null };
});

/** /admin/audit (admins): every passport view and every change, newest first, 50 at a time. Read-only. */
export default function AuditScreen() {
  const list = useInfiniteList<AuditEntry, null>(fetchAudit, null);
  return (
    <AdminPage title="سجل التدقيق">
      {list.hasError && <Alert tone="error">تعذّر تحميل السجل.</Alert>}
      <div className={panel}>
        <TableScroll label="جدول سجل التدقيق">
          <table className={table} aria-busy={list.isInitialLoading || list.isLoadingMore}>
            <thead>
              <tr>
                <th scope="col">الوقت</th>
                <th scope="col">الموظف</th>
                <th scope="col">الإجراء</th>
                <th scope="col">على</th>
                <th scope="col">من عنوان</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.at)}</td>
                  <td>
                    <bdi dir="ltr">{r.staff_email}</bdi>
                  </td>
                  <td>{ACTIONS[r.action] ?? r.action}</td>
                  <td>
                    <bdi dir="ltr">{r.subject ?? ''}</bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{r.ip ?? ''}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {list.hasMore && (
          <Button
            variant="secondary"
            className={css({ alignSelf: 'center' })}
            onPress={list.loadMore}
            isPending={list.isLoadingMore}
          >
            الأقدم
          </Button>
        )}
      </div>
    </AdminPage>
  );
}
