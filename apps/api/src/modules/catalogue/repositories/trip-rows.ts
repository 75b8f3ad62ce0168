import type { IncludedItem, ProgramDay } from '@rihla/contract';
import type { NewTrip, NewTripContent } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/db/constraints.ts';

// A trip as the catalogue's JSON gives it (the demo catalogue, an operator's import, the back
// office's fields), and the rows it is written as. One mapping for the import and the editor.

export interface CatalogueTrip {
  company: string;
  title: string;
  description: string;
  images: string[];
  program: ProgramDay[];
  included: IncludedItem[];
  /** What the price leaves out; none when absent. */
  not_included?: IncludedItem[];
  /** City keys (or names). */
  from_city: string | null;
  to_city: string;
  tags: string[];
  price: number;
  price_before_discount: number | null;
  default_adults: number;
  default_childs: number;
  max_additional_adults: number;
  max_additional_childs: number;
  price_per_additional_adult: number;
  price_per_additional_child: number;
  duration: number;
  expiry_date: string | null;
  featured?: boolean;
  visits?: number;
  rates_count?: number;
  rating_sum?: number;
  /** Seats (docs/product.md, "Seats and cancellation"): travellers per date, or the only dates it runs on. */
  daily_capacity?: number | null;
  departures?: { date: string; seats: number; price?: number | null }[];
}

export function tripRow(t: CatalogueTrip, ids: { from: number | null; to: number; country: number }, id?: number): NewTrip {
  const row: NewTrip = {
    company: t.company,
    title: t.title,
    description: t.description,
    images: JSON.stringify(t.images),
    from_city_id: ids.from,
    to_city_id: ids.to,
    to_country_id: ids.country,
    price: t.price,
    price_before_discount: t.price_before_discount,
    default_adults: t.default_adults,
    default_childs: t.default_childs,
    max_additional_adults: t.max_additional_adults,
    max_additional_childs: t.max_additional_childs,
    price_per_additional_adult: t.price_per_additional_adult,
    price_per_additional_child: t.price_per_additional_child,
    max_adults: t.default_adults + t.max_additional_adults,
    duration: t.duration,
    expiry_date: t.expiry_date,
    available_until: t.expiry_date ?? '9999-12-31',
    featured: t.featured ? 1 : 0,
    visits: t.visits ?? 0,
    rates_count: t.rates_count ?? 0,
    rating_sum: t.rating_sum ?? 0,
    daily_capacity: t.daily_capacity ?? null,
    average_rating: t.rates_count ? Math.round(((t.rating_sum ?? 0) / t.rates_count) * 100) / 100 : null,
    created_at: nowIso(),
  };
  if (id !== undefined) (row as NewTrip & { id: number }).id = id;
  return row;
}

export function tripContentRow(t: CatalogueTrip, id: number): NewTripContent {
  return {
    trip_id: id,
    program: JSON.stringify(t.program ?? []),
    included: JSON.stringify(t.included ?? []),
    not_included: JSON.stringify(t.not_included ?? []),
  };
}
