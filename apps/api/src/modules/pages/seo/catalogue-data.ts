import type { Kysely } from 'kysely';
import {
  MAX_ID,
  type BannerType,
  type City,
  type Country,
  type FaqItem,
  type SiteContacts,
  type Review,
  type Tag,
  type TripDetail,
} from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import type { CatalogueView } from '../../catalogue/index.ts';
import { places as catalogue, trips, tripReviews } from '../../catalogue/index.ts';

// What the heads, preview pictures and sitemap read from the catalogue: through the repositories,
// kept under the catalogue version (modules/catalogue/catalogue-cache.ts). The keys the API's routes use for the
// same values (`trip:{id}`, `countries`, `banners:{type}`) are shared with them on purpose: a page
// and its API call load once.

export interface CatalogueReader {
  trip(id: number): Promise<TripDetail | null>;
  /** The trip page's first reviews (newest), for its JSON-LD. */
  reviews(trip: TripDetail): Promise<Review[]>;
  countries(): Promise<Country[]>;
  country(id: number): Promise<Country | undefined>;
  city(id: number): Promise<(City & { country: Country }) | undefined>;
  tag(id: number): Promise<Tag | undefined>;
  bannerImage(type: BannerType): Promise<string | undefined>;
  siteInfo(): Promise<SiteContacts>;
  faqs(): Promise<FaqItem[]>;
}

export function catalogueReader(db: Kysely<DB>, view: CatalogueView): CatalogueReader {
  const countries = () => view.get('countries', () => catalogue.countriesWithCities(db));
  const tags = () => view.get('seo:tags', () => catalogue.tags(db));
  return {
    trip: (id) => (id > 0 && id <= MAX_ID ? view.get(`trip:${id}`, () => trips.tripDetail(db, id, null)) : Promise.resolve(null)),
    reviews: (trip) => view.get(`seo:reviews:${trip.id}`, async () => (await tripReviews(db, trip, 'newest', 1)).data.reviews),
    countries,
    country: async (id) => (await countries()).find((c) => c.id === id),
    async city(id) {
      for (const country of await countries()) {
        const city = country.cities.find((c) => c.id === id);
        if (city) return { ...city, country };
      }
      return undefined;
    },
    tag: async (id) => (await tags()).find((t) => t.id === id),
    bannerImage: async (type) => (await view.get(`banners:${type}`, () => catalogue.banners(db, type)))[0]?.image,
    siteInfo: () => view.get('seo:site-info', () => catalogue.siteInfo(db)),
    faqs: () => view.get('seo:faqs', () => catalogue.faqs(db)),
  };
}
