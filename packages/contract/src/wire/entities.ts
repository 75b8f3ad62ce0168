import { Type } from 'typebox';
import { AUTH_PROVIDERS, BANNER_TYPES, BOOKING_STATUSES, FILE_KINDS, GENDERS, STATUS_ACTORS } from './enums.ts';
import { bool, int, isoDate, list, nullable, num, object, oneOf, str } from './build.ts';
import { BookingPayment, BookingRefund, PaymentSettings } from './payments.ts';
import { InvoiceSummary } from './invoices.ts';

// The entities of the API (docs/product.md, "Entities"), once. Fastify validates and serialises with
// these, the OpenAPI document is generated from them, and `types.ts` derives the TypeScript types.
// A response schema drops every property it does not list, so each lists every field the server sends.

export const User = object({
  id: int(),
  name: str(),
  avatar: nullable(str()),
  email: str(),
  birthday: nullable(isoDate()),
  gender: Type.Unsafe<(typeof GENDERS)[number] | null>({ type: ['string', 'null'], enum: [...GENDERS, null] }),
  country_code: str(),
  phone_number: str(),
  /** When the e-mail address was verified; null until the mailed link is opened. */
  email_verified_at: Type.Optional(nullable(str())),
});

export const SiteInfo = object({
  facebook_url: nullable(str()),
  whatsapp_number: nullable(str()),
  phone_number: nullable(str()),
  email_address: nullable(str()),
  twitter_url: nullable(str()),
  instagram_url: nullable(str()),
  appstore_url: nullable(str()),
  playstore_url: nullable(str()),
  /** The booking terms every trip page lists, as the back office keeps them. */
  booking_terms: list(str()),
  /** The seller's legal identity (issue 27; Saudi e-commerce law): the footer, about and contact pages. */
  legal_name: Type.Optional(nullable(str())),
  vat_number: Type.Optional(nullable(str())),
  cr_number: Type.Optional(nullable(str())),
  tourism_licence: Type.Optional(nullable(str())),
  address_building: Type.Optional(nullable(str())),
  address_street: Type.Optional(nullable(str())),
  address_district: Type.Optional(nullable(str())),
  address_city: Type.Optional(nullable(str())),
  address_postal_code: Type.Optional(nullable(str())),
  /** Social sign-in providers the server has configured. */
  auth_providers: list(oneOf(AUTH_PROVIDERS)),
  /** Hours before a trip's first day after which the customer can no longer cancel it. */
  cancel_cutoff_hours: int(),
  /** BOOKING_LEAD_HOURS: the first bookable day starts at least this many hours from now. */
  booking_lead_hours: int(),
  /** PASSPORT_VALID_MONTHS: how long after the trip's last day a passport must stay valid. */
  passport_valid_months: int(),
  /** The refund policy the cancel dialog states (the same words as the cancellation e-mail). */
  cancellation_policy: str(),
  /** How the site takes payment online (issue 26); null when it does not (PAYMENTS=off). */
  payments: Type.Optional(nullable(PaymentSettings)),
  /** The share of page views whose browser reports its speed (issue 28, POST /api/vitals), 0 to 1. */
  vitals_sample_rate: Type.Optional(num()),
});

export const CityOption = object({ value: int(), label: str() });

export const Banner = object({
  id: int(),
  type: oneOf(BANNER_TYPES),
  image: str(),
  title: str(),
  text: nullable(str()),
  link: nullable(str()),
  link_text: nullable(str()),
});

export const City = object({ id: int(), name: str(), image: str(), country_id: int() });

export const Country = object({ id: int(), name: str(), image: str(), cities: list(City) });

export const FaqItem = object({ id: int(), question: str(), answer: str() });

export const Tag = object({ id: int(), image: str(), name: str(), title: str(), description: str() });

const cardFields = {
  id: int(),
  title: str(),
  description: str(),
  price: num(),
  price_before_discount: nullable(num()),
  /** The lowest base price still to come when the trip's departures differ in price; else null ("ابتداءً من"). */
  price_from: Type.Optional(nullable(num())),
  images: list(str()),
  average_rating: nullable(num()),
  rates_count: int(),
  is_favourite: bool(),
  link: Type.String({ description: 'Canonical path of the trip page, /trip/{id}/{slug}' }),
  duration: int({ description: 'Days' }),
  to_city: object({ id: int(), name: str() }),
  tags: list(str()),
};

/** A trip in any list (home, search, country page, tag page, favourites). */
export const TripCard = object(cardFields);

export const ProgramDay = object({ day: int(), title: str(), description: str(), image: nullable(str()) });

export const IncludedItem = object({ name: str(), title: str() });

export const TripDetail = object({
  ...cardFields,
  company: str(),
  program: list(ProgramDay),
  included: list(IncludedItem),
  /** What the price leaves out ("غير مشمول", issue 31, item 7): the same shape as the included items. */
  not_included: list(IncludedItem),
  default_adults: int(),
  default_childs: int(),
  max_additional_adults: int(),
  max_additional_childs: int(),
  price_per_additional_adult: num(),
  price_per_additional_child: num(),
  expiry_date: nullable(isoDate()),
  from_city: nullable(object({ id: int(), name: str() })),
  to_city: object({ id: int(), name: str(), country_id: int() }),
  /** The destination's country: the trip page's breadcrumb (home › country › city › trip). */
  to_country: Type.Optional(object({ id: int(), name: str() })),
});

export const PageMeta = object({ current_page: int(), last_page: int(), total: int(), per_page: int() });

export const BookingRate = object({ rate: int(), comment: nullable(str()) });

export const BookingFile = object({
  id: int(),
  kind: oneOf(FILE_KINDS),
  traveller: int({ description: 'Index of the adult traveller (0-based)' }),
  mime: str(),
  url: Type.String({ description: 'GET /api/customer/bookings/{id}/files/{fileId}' }),
});

const bookingFields = {
  id: int(),
  status: oneOf(BOOKING_STATUSES),
  status_text_ar: str(),
  status_color: str(),
  from_date: isoDate(),
  to_date: isoDate(),
  adults_count: int(),
  children_count: int(),
  total_price: num(),
  rate: nullable(BookingRate),
  trip: object({ id: int(), title: str(), to_country: str(), link: str() }),
};

export const Booking = object(bookingFields);

/** One change of a booking's status (docs/product.md, "States"); `from` is null for the booking's creation. */
export const StatusChange = object({
  from: Type.Unsafe<(typeof BOOKING_STATUSES)[number] | null>({ type: ['string', 'null'], enum: [...BOOKING_STATUSES, null] }),
  to: oneOf(BOOKING_STATUSES),
  by: oneOf(STATUS_ACTORS),
  reason: nullable(str()),
  at: Type.String({ description: 'ISO-8601 instant' }),
});

/** The identity every traveller has (issue 31); null on bookings made before names were asked. */
export const travellerIdentityFields = {
  kind: oneOf(['adult', 'child'] as const),
  first_name: nullable(Type.String({ description: 'As in the passport, Latin letters, upper case' })),
  last_name: nullable(str()),
  birth_date: nullable(isoDate()),
  gender: Type.Unsafe<(typeof GENDERS)[number] | null>({ type: ['string', 'null'], enum: [...GENDERS, null] }),
};

/**
 * A traveller of a booking, as its page shows it: the passport number masked. Adults first, then
 * children (who have no passport fields: null); traveller 0 is the lead contact.
 */
export const BookingTraveller = object({
  traveller: int({ description: 'Index of the traveller (0-based): the adults, then the children' }),
  ...travellerIdentityFields,
  nationality: nullable(Type.String({ description: 'ISO 3166 alpha-2' })),
  passport_masked: nullable(Type.String({ description: 'The passport number with all but its last 3 characters hidden' })),
  passport_expiry: nullable(isoDate()),
});

/** A booking as the customer's calls return it: with its passport and visa files. */
export const BookingWithFiles = object({
  ...bookingFields,
  files: list(BookingFile),
  /** Until when the customer may cancel it (ISO-8601 instant); null once it cannot be cancelled. */
  cancellable_until: Type.Optional(nullable(str())),
  /** Its status changes, oldest first (the booking's own answer, GET /api/customer/bookings/{id}). */
  history: Type.Optional(list(StatusChange)),
  /** Its travellers, adults then children (the booking's own answer). */
  travellers: Type.Optional(list(BookingTraveller)),
  /** Until when its seats are held for its payment (ISO-8601 instant); null unless awaiting payment. */
  payment_due_at: Type.Optional(nullable(str())),
  /** Its payments and refunds, oldest first (the booking's own answer). */
  payments: Type.Optional(list(BookingPayment)),
  refunds: Type.Optional(list(BookingRefund)),
  /** Its tax invoices and credit notes (issue 27). */
  invoices: Type.Optional(list(InvoiceSummary)),
  /** What cancelling now would give back, by the agency's refund policy; null when nothing was paid or it cannot be cancelled. */
  refund_on_cancel: Type.Optional(nullable(object({ percent: int(), amount_halalas: int() }))),
});

/** A bookable date of a trip (docs/product.md, "Seats and cancellation"). */
export const AvailableDate = object({
  date: isoDate(),
  /** Seats left on that date; null when the trip has no limit. */
  seats_left: nullable(int()),
  /**
   * The base price on that date when the trip's departures still to come differ in price (a
   * departure's own, else the trip's); null when every date costs the trip's price.
   */
  price: nullable(num()),
});

/** One month of a trip's bookable dates for a number of travellers. */
export const TripAvailability = object({
  trip_id: int(),
  month: Type.String({ description: 'YYYY-MM' }),
  travellers: int(),
  /** 'departures': only the listed dates run; 'open': any date in the trip's window. */
  kind: oneOf(['open', 'departures'] as const),
  dates: list(AvailableDate),
  /** The neighbouring months inside the bookable window, null past its ends. */
  previous_month: nullable(str()),
  next_month: nullable(str()),
});

export const ErrorBody = Type.Object(
  {
    message: str(),
    /** Field name → its messages (422, and 400 for the forms the spec gives 400). */
    errors: Type.Optional(Type.Record(Type.String(), list(str()))),
  },
  { description: 'Every 4xx/5xx answer' },
);

export const MessageBody = object({ message: str() });
