import { addDays } from '@rihla/contract';
import type { CatalogueTrip } from './catalogue.ts';

// Seats in the demo catalogue (docs/product.md, "Seats and cancellation"), so the feature is visible:
// three trips run only on listed departures (one nearly full, one at its own price) and three have a
// small daily capacity. They are picked among trips that expire and take no children, so the trips
// the end-to-end specs book (two adults and a child) stay unlimited.

const DEPARTURES: { days: number; seats: number; priceFactor?: number }[][] = [
  [
    { days: 10, seats: 12 },
    { days: 17, seats: 12 },
    { days: 24, seats: 12 },
  ],
  [
    { days: 8, seats: 3 },
    { days: 15, seats: 10 },
  ],
  [
    { days: 12, seats: 20 },
    { days: 19, seats: 20, priceFactor: 0.85 },
  ],
];
const CAPACITIES = [4, 6, 2];

export function withDemoSeats(trips: CatalogueTrip[], today: string): CatalogueTrip[] {
  const candidates = trips
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => t.expiry_date !== null && t.default_childs + t.max_additional_childs === 0);
  candidates.slice(0, DEPARTURES.length).forEach(({ t }, k) => {
    t.departures = DEPARTURES[k]!.filter((d) => !t.expiry_date || addDays(today, d.days) <= t.expiry_date).map((d) => ({
      date: addDays(today, d.days),
      seats: d.seats,
      price: d.priceFactor ? Math.round(t.price * d.priceFactor) : null,
    }));
  });
  candidates.slice(DEPARTURES.length, DEPARTURES.length + CAPACITIES.length).forEach(({ t }, k) => {
    t.daily_capacity = CAPACITIES[k]!;
  });
  return trips;
}
