import { cityCardSearchPath, countryCardSearchPath, tripPath, type HomeResponse } from '@rihla/contract';
import { CountryCard } from '@rihla/ui/country-card/country-card';
import { CityCard } from '@rihla/ui/city-card/city-card';
import { FavouriteTripCard } from '../../features/favourite/favourite-trip-card.tsx';
import { HomeSection } from './home-section.tsx';
import { CardRow } from './card-row.tsx';

const MAX_COUNTRIES = 9;

/**
 * The four home carousels, below the fold and in their own chunk: trips by country (at most 9, each a
 * card search), the first country's cities (card search with the slug), the second country's (Saudi)
 * cities, and the latest trips as popular offers.
 */
export default function HomeRows({ home }: { home: HomeResponse }) {
  const { countries } = home;
  const [first, second] = countries;
  return (
    <>
      <HomeSection id="countries-title" title="رحلات حسب الدولة">
        <CardRow
          label="رحلات حسب الدولة"
          items={countries.slice(0, MAX_COUNTRIES)}
          render={(country) => (
            <CountryCard country={country} href={countryCardSearchPath(country.cities[0]?.id ?? country.id)} />
          )}
        />
      </HomeSection>
      <HomeSection id="visited-title" title="المدن الأكثر زيارة">
        <CardRow
          label="المدن الأكثر زيارة"
          items={first?.cities ?? []}
          render={(city) => <CityCard city={city} href={cityCardSearchPath(city.id, city.name)} countryName={first?.name} />}
        />
      </HomeSection>
      <HomeSection id="saudi-title" title="مدن السعودية">
        <CardRow
          label="مدن السعودية"
          items={second?.cities ?? []}
          render={(city) => <CityCard city={city} href={countryCardSearchPath(city.id)} countryName={second?.name} />}
        />
      </HomeSection>
      <HomeSection id="offers-title" title="العروض الأكثر طلبًا">
        <CardRow
          label="العروض الأكثر طلبًا"
          items={home.trips.latest}
          render={(trip) => <FavouriteTripCard trip={trip} href={tripPath(trip.id, trip.title)} />}
        />
      </HomeSection>
    </>
  );
}
