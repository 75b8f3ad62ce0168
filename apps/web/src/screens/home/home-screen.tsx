import { useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { homeQuery } from '../../api/get-home.ts';
import { useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { PackageCategories } from '../../features/search/package-categories.tsx';
import { LazySearchPanel } from '../../features/search/lazy-search-panel.tsx';
import { Page, PageLoading, sectionTitle } from '../../components/page.tsx';
import { HomeBanners } from './home-banners.tsx';
import { homeText } from '@rihla/contract';
import { nearSection } from '../../lib/near-section.tsx';

// What the first screen shows (banner, search, categories) comes with the route; the carousels
// below the fold follow in their own chunk, asked for (and hydrated) when the visitor nears them.
const HomeRows = nearSection('home-rows', () => import('./home-rows.tsx'), {
  placeholder: <PageLoading label="جارٍ تحميل العروض" />,
});

export default function HomeScreen() {
  useDocumentMeta(homeText);
  const home = useRemote(homeQuery());
  const search = useSearch();
  const data = home.data;

  return (
    <Page>
      <h1 className={css({ srOnly: true })}>رحلة: احجز رحلتك القادمة</h1>
      <HomeBanners banners={data?.banners ?? []} />
      <section aria-labelledby="search-title" className={css({ marginBlock: '6' })}>
        <h2 id="search-title" className={css({ srOnly: true })}>
          ابحث عن رحلتك
        </h2>
        {/* The form's code follows the banners (the page's largest content) on a slow connection. */}
        <LazySearchPanel search={search} defer={home.isLoading} />
      </section>
      <section aria-labelledby="categories-title" className={css({ marginBlockEnd: '8' })}>
        <h2 id="categories-title" className={sectionTitle}>
          الباقات
        </h2>
        <PackageCategories limit={7} />
      </section>
      {home.isLoading && <PageLoading label="جارٍ تحميل العروض" />}
      {data && <HomeRows home={data} />}
    </Page>
  );
}
