import { BANNER_TYPES, BOOKING_STATUSES, type AuthProvider } from '@rihla/contract';

const AUTH_PROVIDERS: AuthProvider[] = ['google', 'apple', 'facebook'];

// Response schemas of the calls (SPEC.md section 7 and the server's own additions), written after the
// types of @rihla/contract. Fastify serialises each answer with them (fast-json-stringify, faster
// than JSON.stringify) and @fastify/swagger publishes them in GET /api/openapi.json.
//
// A response schema drops every property it does not list, so each object lists all the fields its
// route returns; test/routes/openapi.test.ts checks the answers field by field.

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;
const date = { type: 'string', format: 'date' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date' } as const;

function object<P extends Record<string, unknown>>(properties: P, description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  } as const;
}

const list = <T>(items: T) => ({ type: 'array', items }) as const;

/** Every answer's own `data` envelope. */
export const dataOf = <T>(data: T) => object({ data });

export const messageBody = object({ message: str });

export const user = object({
  id: int,
  name: str,
  avatar: nullableStr,
  email: str,
  birthday: nullableDate,
  gender: { type: ['string', 'null'], enum: ['male', 'female', null] },
  country_code: str,
  phone_number: str,
  email_verified_at: nullableStr,
});

export const siteInfo = object({
  facebook_url: nullableStr,
  whatsapp_number: nullableStr,
  phone_number: nullableStr,
  email_address: nullableStr,
  twitter_url: nullableStr,
  instagram_url: nullableStr,
  appstore_url: nullableStr,
  playstore_url: nullableStr,
  auth_providers: { type: 'array', items: { type: 'string', enum: AUTH_PROVIDERS } },
});

export const cityOption = object({ value: int, label: str });

export const banner = object({
  id: int,
  type: { type: 'string', enum: [...BANNER_TYPES] },
  image: str,
  title: str,
  text: nullableStr,
  link: nullableStr,
  link_text: nullableStr,
});

export const city = object({ id: int, name: str, image: str, country_id: int });

export const country = object({ id: int, name: str, image: str, cities: list(city) });

export const faqItem = object({ id: int, question: str, answer: str });

export const tag = object({ id: int, image: str, name: str, title: str, description: str });

const cardFields = {
  id: int,
  title: str,
  description: str,
  price: num,
  price_before_discount: { type: ['number', 'null'] },
  images: list(str),
  average_rating: { type: ['number', 'null'] },
  rates_count: int,
  is_favourite: bool,
  link: { type: 'string', description: 'Canonical path of the trip page, /trip/{id}/{slug}' },
  duration: { type: 'integer', description: 'Days' },
  to_city: object({ id: int, name: str }),
  tags: list(str),
} as const;

/** A trip in any list (home, search, country page, favourites). */
export const tripCard = object(cardFields);

export const tripDetail = object({
  ...cardFields,
  company: str,
  program: list(object({ day: int, title: str, description: str, image: nullableStr })),
  included: list(object({ name: str, title: str })),
  default_adults: int,
  default_childs: int,
  max_additional_adults: int,
  max_additional_childs: int,
  price_per_additional_adult: num,
  price_per_additional_child: num,
  expiry_date: nullableDate,
  from_city: { type: ['object', 'null'], required: ['id', 'name'], properties: { id: int, name: str } },
  to_city: object({ id: int, name: str, country_id: int }),
});

export const pageMeta = object({ current_page: int, last_page: int, total: int, per_page: int });

export const booking = object({
  id: int,
  status: { type: 'string', enum: [...BOOKING_STATUSES] },
  status_text_ar: str,
  status_color: str,
  from_date: date,
  to_date: date,
  adults_count: int,
  children_count: int,
  total_price: num,
  rate: { type: ['object', 'null'], required: ['rate', 'comment'], properties: { rate: int, comment: nullableStr } },
  trip: object({ id: int, title: str, to_country: str, link: str }),
  files: list(
    object({
      id: int,
      kind: { type: 'string', enum: ['passport', 'visa'] },
      traveller: { type: 'integer', description: 'Index of the adult traveller (0-based)' },
      mime: str,
      url: { type: 'string', description: 'GET /api/customer/bookings/{id}/files/{fileId}' },
    }),
  ),
});

export { list, object };
