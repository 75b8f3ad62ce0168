import type { Kysely } from 'kysely';
import {
  missingTripFields,
  TRIP_NUMBER_FIELDS,
  tripMessages,
  validateTrip,
  type AdminTripInput,
  type AdminTripPatch,
} from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { checkPlaces } from './repositories/trip-editing.ts';
import { unprocessable } from '../../platform/http-errors.ts';

// A trip body from the back office made into the fields to store, or a 422 naming each wrong field
// in Arabic. A new trip takes the defaults below for what it leaves out; an edit keeps the trip's
// current values for what it leaves out.

export const TRIP_FIELDS = [
  'title',
  'company',
  'description',
  'images',
  'program',
  'included',
  'not_included',
  ...TRIP_NUMBER_FIELDS,
  'expiry_date',
  'tags',
  'to_city_id',
  'from_city_id',
  'featured',
  'published',
  'vat_category',
] as const satisfies readonly (keyof AdminTripInput)[];

const NEW_TRIP: Omit<
  AdminTripInput,
  'title' | 'company' | 'description' | 'price' | 'default_adults' | 'duration' | 'to_city_id'
> = {
  images: [],
  program: [],
  included: [],
  not_included: [],
  price_before_discount: null,
  default_childs: 0,
  max_additional_adults: 0,
  max_additional_childs: 0,
  price_per_additional_adult: 0,
  price_per_additional_child: 0,
  expiry_date: null,
  tags: [],
  from_city_id: null,
  featured: false,
  published: true,
  vat_category: 'standard',
};

/** The body's own fields (what it left out stays out), with text trimmed. */
function given(body: AdminTripPatch): Partial<AdminTripInput> {
  const out: Record<string, unknown> = {};
  for (const field of TRIP_FIELDS) if (body[field] !== undefined) out[field] = body[field];
  for (const field of ['title', 'company', 'description'] as const)
    if (typeof out[field] === 'string') out[field] = (out[field] as string).trim();
  if (Array.isArray(out.program))
    out.program = (body.program ?? []).map((d) => ({
      day: d.day,
      title: d.title.trim(),
      description: d.description.trim(),
      image: d.image ?? null,
    }));
  if (Array.isArray(out.included))
    out.included = (body.included ?? []).map((i) => ({ name: i.name.trim(), title: i.title.trim() }));
  if (Array.isArray(out.not_included))
    out.not_included = (body.not_included ?? []).map((i) => ({ name: i.name.trim(), title: i.title.trim() }));
  return out as Partial<AdminTripInput>;
}

/** The checked trip and its destination's country; throws the 422. */
async function checked(db: Kysely<DB>, trip: AdminTripInput, missing: Record<string, string | undefined> = {}) {
  const errors: Record<string, string | undefined> = { ...validateTrip(trip), ...missing };
  const places = await checkPlaces(db, trip);
  if (places.toCountry === null) errors.to_city_id ??= tripMessages.toCity;
  if (!places.fromCityKnown) errors.from_city_id ??= tripMessages.fromCity;
  if (!places.tagsKnown) errors.tags ??= tripMessages.tags;
  if (Object.values(errors).some(Boolean)) throw unprocessable(errors);
  return { trip, country: places.toCountry! };
}

export async function newTripInput(db: Kysely<DB>, body: AdminTripPatch) {
  const fields = given(body);
  const missing = missingTripFields(fields);
  // Placeholders only while the missing fields are reported: they never reach the database.
  const trip = {
    title: '',
    company: '',
    description: '',
    price: 0,
    default_adults: 0,
    duration: 0,
    to_city_id: 0,
    ...NEW_TRIP,
    ...fields,
  };
  return { ...(await checked(db, trip, missing)), given: TRIP_FIELDS.filter((f) => f in fields) };
}

/** The trip after the edit, and the names of the fields it changes. */
export async function editedTripInput(db: Kysely<DB>, current: AdminTripInput, body: AdminTripPatch) {
  const trip: AdminTripInput = { ...current, ...given(body) };
  const changed = TRIP_FIELDS.filter((f) => JSON.stringify(trip[f]) !== JSON.stringify(current[f]));
  return { ...(await checked(db, trip)), changed };
}

/** The editable fields of a trip as the back office reads it. */
export function editableFields(t: AdminTripInput): AdminTripInput {
  return Object.fromEntries(TRIP_FIELDS.map((f) => [f, t[f]])) as unknown as AdminTripInput;
}
