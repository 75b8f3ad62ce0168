import { clamp, priceBreakdown, travellerLimits, type BookingDraft, type TripDetail } from '@rihla/contract';

// The trip page keeps the visitor's choice of travellers in sessionStorage under
// `booking_draft:{tripId}` (SPEC.md section 4); the wizard reads it back. Storage can be missing,
// blocked or hand-edited, so whatever is read is checked against the trip's own limits.

export const draftKey = (tripId: number) => `booking_draft:${tripId}`;

function readStored(tripId: number): Partial<BookingDraft> | null {
  try {
    const raw = sessionStorage.getItem(draftKey(tripId));
    return raw ? (JSON.parse(raw) as Partial<BookingDraft>) : null;
  } catch {
    return null;
  }
}

const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/**
 * The draft for this trip: stored counts when sane, else the trip's defaults. The total is the
 * contract's formula over those counts, which is what the trip page stored and what the server will
 * charge; a stale or edited stored total is never shown.
 */
export function readDraft(trip: TripDetail): BookingDraft {
  const stored = readStored(trip.id);
  const limits = travellerLimits(trip);
  const adults = clamp(count(stored?.adults_count, trip.default_adults), limits.adults.min, limits.adults.max);
  const children = clamp(count(stored?.children_count, trip.default_childs), limits.children.min, limits.children.max);
  return { adults_count: adults, children_count: children, total_price: priceBreakdown(trip, adults, children).total };
}
