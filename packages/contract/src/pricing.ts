import type { PricedTrip } from './types.ts';

export interface PriceBreakdown {
  base: number;
  extraAdults: number;
  extraChildren: number;
  extraAdultsCost: number;
  extraChildrenCost: number;
  total: number;
}

/** Rounds to whole halalas (2 decimals) without binary drift: 0.1 + 0.2 gives 0.3. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * docs/product.md, "Constants and limits": base price, plus each adult beyond the trip's default at the per-adult price,
 * plus each child beyond the default at the per-child price. Fewer travellers than the default do not
 * lower the price. The server recomputes this for every booking; the client only shows it.
 */
export function priceBreakdown(trip: PricedTrip, adults: number, children: number): PriceBreakdown {
  const extraAdults = Math.max(adults - trip.default_adults, 0);
  const extraChildren = Math.max(children - trip.default_childs, 0);
  const extraAdultsCost = roundMoney(extraAdults * trip.price_per_additional_adult);
  const extraChildrenCost = roundMoney(extraChildren * trip.price_per_additional_child);
  return {
    base: roundMoney(trip.price),
    extraAdults,
    extraChildren,
    extraAdultsCost,
    extraChildrenCost,
    total: roundMoney(trip.price + extraAdultsCost + extraChildrenCost),
  };
}

export function totalPrice(trip: PricedTrip, adults: number, children: number): number {
  return priceBreakdown(trip, adults, children).total;
}

/** Stepper bounds of docs/product.md, "Validation". */
export function travellerLimits(trip: PricedTrip): {
  adults: { min: number; max: number };
  children: { min: number; max: number };
} {
  return {
    adults: { min: 0, max: trip.default_adults + trip.max_additional_adults },
    children: { min: 0, max: trip.default_childs + trip.max_additional_childs },
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
