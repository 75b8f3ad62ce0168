import { lazy } from 'react';
import { useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { cityPath, countryMorePath, countryText, NOT_FOUND_TEXT, tripPath } from '@rihla/contract';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { CityCard } from '@rihla/ui/city-card/city-card';
import { countryQuery } from '../../api/get-country.ts';
import { isMissing, useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { FavouriteTripCard } from '../../features/favourite/favourite-trip-card.tsx';
import { Page, PageLoading, pageTitle } from '../../components/page.tsx';
import { CardRow } from '../home/card-row.tsx';
import { HomeSection } from '../home/home-section.tsx';
import { HOME_CRUMB, PACKAGES_CRUMB } from '../../components/crumbs.ts';

// Loaded only for an address that names nothing: the page's own code does not carry it.
const NotFoundScreen = lazy(() => import('../not-found/not-found-screen.tsx'));

/** /countries/{id}/{slug}: the country's cities ("trip to") and its popular trips with a more link. */
export default function CountryScreen() {
  const { id } = useParams<{ id: string }>();
  const countryId = Number(id);
  const remote = useRemote(countryQuery(countryId));
  const country = remote.data?.country;
  // A country that does not exist is the site's not-found page (the server answers it 404 too).
  const notFound = isMissing(countryId, remote);
  // This screen's meta effect runs after the not-found view's, so it must carry that title itself.
  useDocumentMeta(notFound ? { title: NOT_FOUND_TEXT.title } : country ? countryText(country) : { title: 'الدولة' });

  if (notFound) return <NotFoundScreen />;
  // Any other failure is silent (docs/product.md, "Errors"): the page stays empty.
  if (remote.isLoading) return <PageLoading label="جارٍ تحميل الدولة" />;
  if (!remote.data || !country) return <Page>{null}</Page>;
  const { trips } = remote.data;

  return (
    <Page>
      <PageBanner image={country.image}>
        <h1 className={pageTitle}>{country.name}</h1>
      </PageBanner>
      <Breadcrumbs items={[HOME_CRUMB, PACKAGES_CRUMB, { label: country.name }]} className={css({ marginBlockEnd: '4' })} />
      <HomeSection id="cities-title" title={`رحلة إلى ${country.name}`} moreHref={null}>
        <CardRow
          label={`رحلة إلى ${country.name}`}
          items={country.cities}
          render={(city, position) => (
            <CityCard city={city} href={cityPath(city.id, city.name)} countryName={country.name} position={position} />
          )}
        />
      </HomeSection>
      <HomeSection
        id="popular-title"
        title="الرحلات الأكثر طلبًا"
        moreHref={countryMorePath(country.id)}
        moreLabel={`عرض المزيد من رحلات ${country.name}`}
      >
        <CardRow
          label="الرحلات الأكثر طلبًا"
          items={trips}
          render={(trip) => <FavouriteTripCard trip={trip} href={tripPath(trip.id, trip.title)} />}
        />
      </HomeSection>
    </Page>
  );
}
