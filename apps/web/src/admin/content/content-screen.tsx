import { useState } from 'react';
import { useParams, useSearch, useLocation } from 'wouter';
import { css } from '@rihla/styled-system/css';
import type { AdminCountry } from '@rihla/contract';
import { Link } from '@rihla/ui/link/link';
import { Select } from '@rihla/ui/select/select';
import { useStaff } from '../staff-session.ts';
import { AdminPage } from '../layout/admin-page.tsx';
import { ContentEditor } from './content-editor.tsx';
import { bannerTypeOptions, banners, cities, countries, faq, tags } from './resources.tsx';
import { SiteInfoSection } from './site-info-section.tsx';

// /admin/content/{section}: the catalogue's content in the back office (issue 17). Every staff member
// reads it; admins see the controls that change it.

const SECTIONS = [
  { id: 'faq', label: 'الأسئلة الشائعة' },
  { id: 'banners', label: 'البانرات' },
  { id: 'places', label: 'الدول والمدن' },
  { id: 'tags', label: 'الوسوم' },
  { id: 'site', label: 'معلومات الموقع وشروط الحجز' },
] as const;
type Section = (typeof SECTIONS)[number]['id'];

export default function ContentScreen() {
  const asked = useParams<{ section?: string }>().section;
  const section: Section = SECTIONS.find((s) => s.id === asked)?.id ?? 'faq';
  const label = SECTIONS.find((s) => s.id === section)!.label;
  const canEdit = useStaff()?.role === 'admin';
  return (
    <AdminPage title={label}>
      <nav aria-label="أقسام المحتوى">
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <Link
                href={`/admin/content/${s.id}`}
                variant="standalone"
                aria-current={s.id === section ? 'page' : undefined}
                className={tab}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!canEdit && <p className={css({ color: 'fg.muted' })}>تعرض هذه الصفحة المحتوى للقراءة فقط؛ يعدّله المديرون.</p>}
      {section === 'faq' && <ContentEditor config={faq} canEdit={canEdit} />}
      {section === 'banners' && <Banners canEdit={canEdit} />}
      {section === 'places' && <Places canEdit={canEdit} />}
      {section === 'tags' && <ContentEditor config={tags} canEdit={canEdit} />}
      {section === 'site' && <SiteInfoSection canEdit={canEdit} />}
    </AdminPage>
  );
}

function Places({ canEdit }: { canEdit: boolean }) {
  const [countryList, setCountryList] = useState<AdminCountry[]>([]);
  return (
    <>
      <ContentEditor config={countries} canEdit={canEdit} onItems={setCountryList} />
      <ContentEditor config={cities(countryList)} canEdit={canEdit} />
    </>
  );
}

/** The banners of the page type in the address (?type=home), or of every page. */
function Banners({ canEdit }: { canEdit: boolean }) {
  const type = new URLSearchParams(useSearch()).get('type') ?? '';
  const [, navigate] = useLocation();
  const known = bannerTypeOptions.some((o) => o.id === type) ? type : '';
  return (
    <ContentEditor key={known} config={banners(known)} canEdit={canEdit}>
      <Select
        label="عرض بانرات صفحة"
        options={[{ id: 'all', label: 'كل الصفحات' }, ...bannerTypeOptions]}
        selectedKey={known || 'all'}
        onSelectionChange={(key) =>
          navigate(key === 'all' || key === null ? '/admin/content/banners' : `/admin/content/banners?type=${String(key)}`)
        }
        className={css({ maxWidth: '320px' })}
      />
    </ContentEditor>
  );
}

const tab = css({
  display: 'inline-flex',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'control',
  textDecoration: 'none',
  bg: 'bg',
  border: '1px solid',
  borderColor: 'border',
  '&[aria-current=page]': { bg: 'accent.subtle', fontWeight: '700', borderColor: 'accent' },
});
