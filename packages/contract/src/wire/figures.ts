import { Type } from 'typebox';
import { dataOf, id, int, isoDate, list, nullable, num, object, oneOf, str } from './build.ts';

// The back office's dashboard figures and a departure's manifest (issue 31, item 14).

export const BusinessFigures = object({
  /** The last 14 Riyadh days, today first: bookings sold and their total (riyals, VAT included). */
  days: list(object({ date: str(), bookings: int(), revenue: num() })),
  /** The last 8 weeks of 7 days, this one first. */
  weeks: list(object({ from: str(), to: str(), bookings: int(), revenue: num() })),
  /** Departures of the next 30 days with their occupancy. */
  departures: list(
    object({ trip_id: int(), title: str(), date: str(), seats: int(), seats_taken: int(), occupancy_percent: int() }),
  ),
});
export const BusinessFiguresAnswer = dataOf(BusinessFigures);

export const ManifestQuery = Type.Object({ trip_id: id(), date: isoDate() });

export const Manifest = object({
  trip_id: int(),
  title: str(),
  date: str(),
  bookings: int(),
  passengers: list(
    object({
      booking_id: int(),
      booking_status: str(),
      position: int(),
      kind: oneOf(['adult', 'child'] as const),
      name: nullable(str()),
      birth_date: nullable(str()),
      gender: nullable(str()),
      nationality: nullable(str()),
      passport: nullable(str()),
      passport_expiry: nullable(str()),
      contact: nullable(object({ name: str(), phone: nullable(str()), email: str() })),
    }),
  ),
});
export const ManifestAnswer = dataOf(Manifest);
