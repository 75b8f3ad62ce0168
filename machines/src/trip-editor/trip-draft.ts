import {
  missingTripFields,
  toAsciiDigits,
  TRIP_NUMBER_FIELDS,
  validateTrip,
  type AdminTrip,
  type AdminTripInput,
  type AdminTripPatch,
  type VatCategory,
} from '@rihla/contract';

// A trip as the back office's form holds it (issue 17): numbers as typed (text until sent), days and
// included items with keys of their own so moving one keeps its inputs. The same draft serves the
// create screen and the edit screen; the server's rules (contract/catalogue-validation.ts) are run
// before sending, so a mistake is shown at its field at once and nothing typed is lost.

export interface DayDraft {
  key: number;
  title: string;
  description: string;
  image: string | null;
}
export interface IncludedDraft {
  key: number;
  name: string;
  title: string;
}

export type NumberField = (typeof TRIP_NUMBER_FIELDS)[number];

export type TripDraft = Record<NumberField, string> & {
  title: string;
  company: string;
  description: string;
  images: string[];
  program: DayDraft[];
  included: IncludedDraft[];
  /** What the price leaves out ("غير مشمول", issue 31, item 7): rows like the included ones. */
  not_included: IncludedDraft[];
  expiry_date: string;
  tags: number[];
  to_city_id: number | null;
  from_city_id: number | null;
  /** VAT of the price (issue 27). */
  vat_category: VatCategory;
};

let keys = 0;
export const nextKey = () => ++keys;

export const emptyDraft = (): TripDraft => ({
  title: '',
  company: '',
  description: '',
  images: [],
  program: [],
  included: [],
  not_included: [],
  price: '',
  price_before_discount: '',
  default_adults: '2',
  default_childs: '0',
  max_additional_adults: '0',
  max_additional_childs: '0',
  price_per_additional_adult: '0',
  price_per_additional_child: '0',
  duration: '',
  expiry_date: '',
  tags: [],
  to_city_id: null,
  from_city_id: null,
  vat_category: 'standard',
});

const text = (n: number | null) => (n === null ? '' : String(n));

export const draftOf = (t: AdminTrip): TripDraft => ({
  title: t.title,
  company: t.company,
  description: t.description,
  images: [...t.images],
  program: t.program.map((d) => ({ key: nextKey(), title: d.title, description: d.description, image: d.image ?? null })),
  included: t.included.map((i) => ({ key: nextKey(), name: i.name, title: i.title })),
  not_included: (t.not_included ?? []).map((i) => ({ key: nextKey(), name: i.name, title: i.title })),
  price: text(t.price),
  price_before_discount: text(t.price_before_discount),
  default_adults: text(t.default_adults),
  default_childs: text(t.default_childs),
  max_additional_adults: text(t.max_additional_adults),
  max_additional_childs: text(t.max_additional_childs),
  price_per_additional_adult: text(t.price_per_additional_adult),
  price_per_additional_child: text(t.price_per_additional_child),
  duration: text(t.duration),
  expiry_date: t.expiry_date ?? '',
  tags: [...t.tags],
  to_city_id: t.to_city_id,
  from_city_id: t.from_city_id,
  vat_category: t.vat_category ?? 'standard',
});

/** A typed number: Arabic-Indic digits read as Latin; empty is null; anything else NaN (refused by the rules). */
function numberOf(typed: string): number | null {
  const t = toAsciiDigits(typed).trim().replace(/,/g, '');
  return t === '' ? null : /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
}

/** The body to send: every field the form has. */
export function bodyOf(d: TripDraft): AdminTripPatch {
  const n = (f: NumberField) => numberOf(d[f]);
  return {
    title: d.title,
    company: d.company,
    description: d.description,
    images: d.images,
    program: d.program.map((day, i) => ({ day: i + 1, title: day.title, description: day.description, image: day.image })),
    included: d.included.map(({ name, title }) => ({ name, title })),
    not_included: d.not_included.map(({ name, title }) => ({ name, title })),
    price: n('price') ?? undefined,
    price_before_discount: n('price_before_discount'),
    default_adults: n('default_adults') ?? undefined,
    default_childs: n('default_childs') ?? 0,
    max_additional_adults: n('max_additional_adults') ?? 0,
    max_additional_childs: n('max_additional_childs') ?? 0,
    price_per_additional_adult: n('price_per_additional_adult') ?? 0,
    price_per_additional_child: n('price_per_additional_child') ?? 0,
    duration: n('duration') ?? undefined,
    expiry_date: d.expiry_date || null,
    tags: d.tags,
    to_city_id: d.to_city_id ?? undefined,
    from_city_id: d.from_city_id,
    vat_category: d.vat_category,
  } as AdminTripPatch;
}

/** The server's rules, run on the form before sending: field → Arabic message. */
export function draftErrors(d: TripDraft): Record<string, string[]> {
  const body = bodyOf(d);
  const missing = missingTripFields(body as Partial<AdminTripInput>);
  const whole = {
    featured: false,
    published: false,
    ...body,
    price: body.price ?? 1,
    default_adults: body.default_adults ?? 1,
    duration: body.duration ?? 1,
    to_city_id: body.to_city_id ?? 1,
  } as AdminTripInput;
  const wrong = validateTrip(whole);
  const out: Record<string, string[]> = {};
  for (const [field, message] of Object.entries({ ...wrong, ...missing })) if (message) out[field] = [message];
  return out;
}
