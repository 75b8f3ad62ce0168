import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { formatDateTime, formatRiyal, type AdminTripRow } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Badge } from '@rihla/ui/badge/badge';
import { Link as AriaLink } from 'react-aria-components';
import { Button, buttonRecipe } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { TextField } from '@rihla/ui/text-field/text-field';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { getTrips } from '../admin-api.ts';
import { useStaff } from '../staff-session.ts';
import { keysetPages } from '../keyset-pages.ts';
import { AdminPage, panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

const fetchTrips = keysetPages<AdminTripRow, string>(async (q, before, signal) => {
  const page = await getTrips(q, before, signal);
  return { items: page.data, next: page.meta.next };
});

/** /admin/trips: the catalogue's trips, newest first, searched by title; published or hidden. */
export default function TripsScreen() {
  const q = new URLSearchParams(useSearch()).get('q') ?? '';
  const list = useInfiniteList<AdminTripRow, string>(fetchTrips, q);
  const isAdmin = useStaff()?.role === 'admin';
  return (
    <AdminPage
      title="الرحلات"
      actions={
        isAdmin && (
          <AriaLink href="/admin/trips/new" className={buttonRecipe()}>
            رحلة جديدة
          </AriaLink>
        )
      }
    >
      <SearchForm key={q} q={q} />
      {list.hasError && <Alert tone="error">تعذّر تحميل الرحلات.</Alert>}
      <div className={panel}>
        <TableScroll label="جدول الرحلات">
          <table className={table} aria-busy={list.isInitialLoading || list.isLoadingMore}>
            <thead>
              <tr>
                <th scope="col">الرحلة</th>
                <th scope="col">الحالة</th>
                <th scope="col">الوجهة</th>
                <th scope="col">السعر</th>
                <th scope="col">آخر تعديل</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((t) => (
                <tr key={t.id}>
                  <td>
                    <Link href={`/admin/trips/${t.id}`} aria-label={`تعديل الرحلة ${t.title}`}>
                      {t.title}
                    </Link>
                    <br />
                    <span className={css({ color: 'fg.muted' })}>{t.company}</span>
                  </td>
                  <td>{t.published ? <Badge color="#166534">منشورة</Badge> : <Badge color="#4b5563">مخفية</Badge>}</td>
                  <td>{t.to_city.name}</td>
                  <td>{formatRiyal(t.price)}</td>
                  <td>{formatDateTime(t.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {list.isEmpty && <p>لا توجد رحلات بهذا العنوان.</p>}
        {list.hasMore && (
          <Button
            variant="secondary"
            onPress={list.loadMore}
            isPending={list.isLoadingMore}
            className={css({ alignSelf: 'center' })}
          >
            المزيد
          </Button>
        )}
      </div>
    </AdminPage>
  );
}

function SearchForm({ q }: { q: string }) {
  const [, navigate] = useLocation();
  const [value, setValue] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(value.trim() ? `/admin/trips?q=${encodeURIComponent(value.trim())}` : '/admin/trips');
  };
  return (
    <form
      onSubmit={submit}
      aria-label="البحث في الرحلات"
      className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}
    >
      <TextField label="عنوان الرحلة" value={value} onChange={setValue} className={css({ flex: '1', minWidth: '200px' })} />
      <Button type="submit">بحث</Button>
    </form>
  );
}
