import { css } from '@rihla/styled-system/css';
import { type CountedNoun, countryPath, countText, packagesText, type PageText } from '@rihla/contract';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { CountryCard } from '@rihla/ui/country-card/country-card';
import { countriesQuery } from '../../api/get-countries.ts';
import { useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { Page, PageLoading, pageTitle } from '../../components/page.tsx';
import { HOME_CRUMB } from '../../components/crumbs.ts';

/** /packages (and /countries): every country, each card to its country page. */
export default function PackagesScreen() {
  return <CountriesGrid text={packagesText} />;
}

/** The countries grid under a page title (also the /countries screen). */
export function CountriesGrid({ text }: { text: PageText }) {
  const { title } = text;
  useDocumentMeta(text);
  const countries = useRemote(countriesQuery());
  return (
    <Page>
      <PageBanner type="search">
        <h1 className={pageTitle}>{title}</h1>
      </PageBanner>
      <Breadcrumbs items={[HOME_CRUMB, { label: title }]} className={css({ marginBlockEnd: '4' })} />
      {countries.isLoading && <PageLoading label="جارٍ تحميل الدول" />}
      <ul aria-label="الدول" className={grid}>
        {countries.data?.map((country, position) => (
          <li key={country.id}>
            <CountryCard
              country={country}
              href={countryPath(country.id, country.name)}
              subtitle={citiesText(country.cities.length)}
              headingLevel={2}
              position={position}
            />
          </li>
        ))}
      </ul>
    </Page>
  );
}

export const grid = css({
  display: 'grid',
  gap: '4',
  listStyle: 'none',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
});

/** Arabic counting by plural category: مدينة واحدة، مدينتان، 3 مدن، 11 مدينة. */
const CITIES: CountedNoun = { one: 'مدينة واحدة', two: 'مدينتان', few: 'مدن', many: 'مدينة', other: 'مدينة' };
const citiesText = (n: number) => countText(n, CITIES);
