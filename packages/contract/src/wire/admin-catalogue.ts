import { Type, type TSchema } from 'typebox';
import { VAT_CATEGORIES } from '../vat.ts';
import { dataOf, id, list, nullable, object, oneOf, str, text } from './build.ts';
import { FaqItem, IncludedItem, ProgramDay } from './entities.ts';

// The catalogue in the back office (issue 17): trips with their departures, the FAQ and the site's
// contacts and links. Everyone on the staff may read them; only admins change them.
//
// Request bodies type every field but require none: the server's own rules (catalogue-validation.ts)
// then name each missing or wrong field with its own Arabic message, instead of one generic answer.

const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const nullableNumber = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });
const nullableId = () => Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 });
const nullableDate = () => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 10 });
const nullableText = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

/** Everything of a trip the back office edits. */
export const AdminTripFields = object({
  title: str(),
  company: str(),
  description: str(),
  /** Picture addresses (the upload pipeline comes later; the demo's generated art stays). */
  images: list(str()),
  program: list(ProgramDay),
  included: list(IncludedItem),
  /** What the price leaves out (issue 31, item 7). */
  not_included: list(IncludedItem),
  price: Type.Number(),
  price_before_discount: nullable(Type.Number()),
  default_adults: Type.Integer(),
  default_childs: Type.Integer(),
  max_additional_adults: Type.Integer(),
  max_additional_childs: Type.Integer(),
  price_per_additional_adult: Type.Number(),
  price_per_additional_child: Type.Number(),
  /** Days. */
  duration: Type.Integer(),
  expiry_date: nullable(str()),
  /** Tag ids. */
  tags: list(Type.Integer()),
  to_city_id: Type.Integer(),
  from_city_id: nullable(Type.Integer()),
  featured: Type.Boolean(),
  published: Type.Boolean(),
  /** VAT of its price (issue 27): standard 15%, zero-rated, or outside the scope of Saudi VAT. */
  vat_category: oneOf(VAT_CATEGORIES),
});

/** A new trip (everything but published and featured is needed) or the fields of one to change. */
export const AdminTripBody = Type.Object({
  title: opt(text(200)),
  company: opt(text(200)),
  description: opt(text(5000)),
  images: opt(Type.Array(text(500), { maxItems: 20 })),
  program: opt(
    Type.Array(
      Type.Object({
        day: Type.Integer({ minimum: 1, maximum: 365 }),
        title: text(200),
        description: text(2000),
        image: Type.Optional(nullableText(500)),
      }),
      { maxItems: 365 },
    ),
  ),
  included: opt(Type.Array(Type.Object({ name: text(100), title: text(200) }), { maxItems: 50 })),
  not_included: opt(Type.Array(Type.Object({ name: text(100), title: text(200) }), { maxItems: 50 })),
  price: opt(Type.Number()),
  price_before_discount: opt(nullableNumber()),
  default_adults: opt(Type.Integer()),
  default_childs: opt(Type.Integer()),
  max_additional_adults: opt(Type.Integer()),
  max_additional_childs: opt(Type.Integer()),
  price_per_additional_adult: opt(Type.Number()),
  price_per_additional_child: opt(Type.Number()),
  duration: opt(Type.Integer()),
  expiry_date: opt(nullableDate()),
  tags: opt(Type.Array(id(), { maxItems: 20 })),
  to_city_id: opt(id()),
  from_city_id: opt(nullableId()),
  featured: opt(Type.Boolean()),
  /** New trips are published unless this says false. */
  published: opt(Type.Boolean()),
  vat_category: opt(oneOf(VAT_CATEGORIES)),
});

export const AdminDeparture = object({
  id: Type.Integer(),
  date: str(),
  seats: Type.Integer(),
  seats_taken: Type.Integer(),
  price: nullable(Type.Number()),
});

export const AdminTrip = object({
  id: Type.Integer(),
  ...AdminTripFields.properties,
  /** Travellers per date of an open-dates trip; null = unlimited. */
  daily_capacity: nullable(Type.Integer()),
  departures: list(AdminDeparture),
  /** The public page's address. */
  link: str(),
  created_at: str(),
  updated_at: str(),
});

export const AdminTripAnswer = dataOf(AdminTrip);

export const AdminTripRow = object({
  id: Type.Integer(),
  title: str(),
  company: str(),
  price: Type.Number(),
  published: Type.Boolean(),
  to_city: object({ id: Type.Integer(), name: str() }),
  updated_at: str(),
});

export const AdminTripsQuery = Type.Object({
  /** Words of the title. */
  q: Type.Optional(text(200)),
  /** The next page: the answer's `meta.next` (trips with a smaller id). */
  before: Type.Optional(id()),
});

export const AdminTripsAnswer = object({
  data: list(AdminTripRow),
  meta: object({ next: nullable(Type.Integer()) }),
});

export const AdminDepartureBody = Type.Object({
  date: opt(text(10)),
  seats: opt(Type.Integer()),
  /** Overrides the trip's price on this date; null or absent = the trip's price. */
  price: opt(nullableNumber()),
});

/** Departures on these days of the week (0 Sunday … 6 Saturday) from tomorrow until a date (issue 31, item 15). */
export const AdminRecurringBody = Type.Object({
  weekdays: opt(Type.Array(Type.Integer(), { maxItems: 7 })),
  /** The last date that may get one, YYYY-MM-DD. */
  until: opt(text(10)),
  seats: opt(Type.Integer()),
  /** Overrides the trip's price on these dates; null or absent = the trip's price. */
  price: opt(nullableNumber()),
});

export const AdminRecurringAnswer = object({
  data: AdminTrip,
  meta: object({
    /** The dates that got a departure. */
    created: list(str()),
    /** The dates left as they were: one there already, or sooner than the booking lead time allows. */
    skipped: list(str()),
  }),
});

export const AdminDepartureRemoveBody = Type.Object({ date: opt(text(10)) });

export const AdminCapacityBody = Type.Object({
  /** Travellers per date; null makes it unlimited. */
  daily_capacity: opt(Type.Unsafe<number | null>({ type: ['integer', 'null'] })),
});

// ---- FAQ and site information ----

export const AdminFaqBody = Type.Object({ question: opt(text(500)), answer: opt(text(5000)) });
export const AdminFaqAnswer = dataOf(FaqItem);
export const AdminFaqListAnswer = dataOf(list(FaqItem));
/** Every entry's id, in the new order. */
export const AdminFaqOrderBody = Type.Object({ ids: opt(Type.Array(id(), { maxItems: 1000 })) });

export const SITE_INFO_FIELDS = [
  'facebook_url',
  'whatsapp_number',
  'phone_number',
  'email_address',
  'twitter_url',
  'instagram_url',
  'appstore_url',
  'playstore_url',
  // The seller's legal identity (issue 27): the footer of every page and every invoice.
  'legal_name',
  'vat_number',
  'cr_number',
  'tourism_licence',
  'address_building',
  'address_street',
  'address_district',
  'address_city',
  'address_postal_code',
] as const;

export const AdminSiteInfo = object({
  facebook_url: nullable(str()),
  whatsapp_number: nullable(str()),
  phone_number: nullable(str()),
  email_address: nullable(str()),
  twitter_url: nullable(str()),
  instagram_url: nullable(str()),
  appstore_url: nullable(str()),
  playstore_url: nullable(str()),
  legal_name: nullable(str()),
  vat_number: nullable(str()),
  cr_number: nullable(str()),
  tourism_licence: nullable(str()),
  address_building: nullable(str()),
  address_street: nullable(str()),
  address_district: nullable(str()),
  address_city: nullable(str()),
  address_postal_code: nullable(str()),
});
export const AdminSiteInfoAnswer = dataOf(AdminSiteInfo);
/** The fields to change; null or "" clears one. */
export const AdminSiteInfoBody = Type.Object(
  Object.fromEntries(SITE_INFO_FIELDS.map((f) => [f, opt(nullableText(500))])) as Record<
    (typeof SITE_INFO_FIELDS)[number],
    ReturnType<typeof opt<ReturnType<typeof nullableText>>>
  >,
);

// ---- countries, cities, tags, banners and the booking terms (issue 17) ----
// Pictures are addresses (a path of the site or https://); uploading them is the media pipeline's.

const picture = () => text(500);

export const AdminCountry = object({ id: Type.Integer(), name: str(), image: str(), position: Type.Integer() });
export const AdminCountryBody = Type.Object({ name: opt(text(200)), image: opt(picture()), position: opt(Type.Integer()) });
export const AdminCountryAnswer = dataOf(AdminCountry);
export const AdminCountriesAnswer = dataOf(list(AdminCountry));

export const AdminCity = object({ id: Type.Integer(), name: str(), image: str(), country_id: Type.Integer() });
export const AdminCityBody = Type.Object({ name: opt(text(200)), image: opt(picture()), country_id: opt(id()) });
export const AdminCityAnswer = dataOf(AdminCity);
export const AdminCitiesAnswer = dataOf(list(AdminCity));

export const AdminTag = object({ id: Type.Integer(), name: str(), image: str(), title: str(), description: str() });
export const AdminTagBody = Type.Object({
  name: opt(text(200)),
  image: opt(picture()),
  title: opt(text(300)),
  description: opt(text(5000)),
});
export const AdminTagAnswer = dataOf(AdminTag);
export const AdminTagsAnswer = dataOf(list(AdminTag));

export const AdminBanner = object({
  id: Type.Integer(),
  type: str(),
  image: str(),
  title: str(),
  text: nullable(str()),
  link: nullable(str()),
  link_text: nullable(str()),
  position: Type.Integer(),
});
export const AdminBannerBody = Type.Object({
  /** One of BANNER_TYPES; the server names a wrong one in Arabic. */
  type: opt(text(40)),
  image: opt(picture()),
  title: opt(text(300)),
  text: opt(nullableText(2000)),
  link: opt(nullableText(500)),
  link_text: opt(nullableText(200)),
  position: opt(Type.Integer()),
});
export const AdminBannersQuery = Type.Object({ type: opt(text(40)) });
export const AdminBannerAnswer = dataOf(AdminBanner);
export const AdminBannersAnswer = dataOf(list(AdminBanner));

export const AdminBookingTerms = object({ terms: list(str()) });
export const AdminBookingTermsBody = Type.Object({ terms: opt(Type.Array(text(2000), { maxItems: 100 })) });
export const AdminBookingTermsAnswer = dataOf(AdminBookingTerms);

/** An uploaded picture (POST /api/admin/pictures; packages/contract/src/pictures.ts). */
export const AdminPicture = object({
  id: str(),
  /** What a trip keeps in `images` or a day's `image`: carries the id and the original's size. */
  address: str(),
  width: Type.Integer(),
  height: Type.Integer(),
  variants: list(object({ url: str(), width: Type.Integer(), height: Type.Integer(), format: str(), bytes: Type.Integer() })),
});

export const AdminPictureAnswer = dataOf(AdminPicture);
