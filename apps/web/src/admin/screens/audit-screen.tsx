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
  // Issue 29: passport views, failed sign-in steps, the lock, offboarding, the catalogue's changes.
  'booking.viewed': 'عرض حجز (أرقام الجوازات)',
  'booking.refunded': 'استرداد مبلغ',
  'settlement.exported': 'تنزيل التسوية اليومية',
  'invoices.exported': 'تنزيل الفواتير',
  'staff.sign-in-failed': 'محاولة دخول فاشلة',
  'staff.sign-in-refused': 'دخول مرفوض (انتظار أو قفل)',
  'staff.locked': 'قفل الحساب بعد رموز خاطئة',
  'staff.second-factor-reset': 'إعادة تعيين التحقق بخطوتين',
  'staff.disabled': 'تعطيل موظف',
  'staff.enabled': 'تفعيل موظف',
  'staff.role-changed': 'تغيير دور موظف',
  'trip.created': 'إضافة رحلة',
  'trip.updated': 'تعديل رحلة',
  'trip.published': 'نشر رحلة',
  'trip.unpublished': 'إخفاء رحلة',
  'trip.departure-added': 'إضافة موعد انطلاق',
  'trip.departure-changed': 'تعديل موعد انطلاق',
  'trip.departure-removed': 'حذف موعد انطلاق',
  'trip.departures-added': 'إضافة مواعيد انطلاق متكررة',
  'trip.duplicated': 'تكرار رحلة',
  'review.hidden': 'إخفاء تقييم',
  'review.shown': 'إظهار تقييم',
  'faq.created': 'إضافة سؤال شائع',
  'faq.updated': 'تعديل سؤال شائع',
  'faq.deleted': 'حذف سؤال شائع',
  'faq.reordered': 'ترتيب الأسئلة الشائعة',
  'site-info.updated': 'تعديل معلومات الموقع',
  'booking-terms.updated': 'تعديل شروط الحجز',
  'country.created': 'إضافة دولة',
  'country.updated': 'تعديل دولة',
  'country.deleted': 'حذف دولة',
  'city.created': 'إضافة مدينة',
  'city.updated': 'تعديل مدينة',
  'city.deleted': 'حذف مدينة',
  'tag.created': 'إضافة وسم',
  'tag.updated': 'تعديل وسم',
  'tag.deleted': 'حذف وسم',
  'banner.created': 'إضافة بانر',
  'banner.updated': 'تعديل بانر',
  'banner.deleted': 'حذف بانر',
  'picture.uploaded': 'رفع صورة',
};

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** An entry's details in a line: each changed field's old and new value, else its other facts. */
export function describeDetails(entry: object | null): string {
  if (!entry) return '';
  const details = entry as Record<string, unknown>;
  const changes = details.changes as Record<string, { from: unknown; to: unknown }> | undefined;
  const text = changes
    ? Object.entries(changes)
        .map(([field, c]) => `${field}: «${show(c.from)}» ← «${show(c.to)}»`)
        .join('، ')
    : Object.entries(details)
        .filter(([k]) => k !== 'fields')
        .map(([k, v]) => `${k}: ${show(v)}`)
        .join('، ');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

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
                <th scope="col">التفاصيل</th>
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
                  <td className={css({ maxWidth: '96', overflowWrap: 'anywhere' })}>{describeDetails(r.details)}</td>
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
