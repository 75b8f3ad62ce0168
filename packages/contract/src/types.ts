// Entities and call envelopes (docs/product.md). The shapes are defined once, as the JSON schemas of
// wire/ (TypeBox); these are their TypeScript types. Only types are imported from wire/, so the
// browser bundle carries no schema code.
import type { Static } from 'typebox';
import type * as W from './wire/index.ts';
import {
  AUTH_PROVIDERS,
  BANNER_TYPES,
  BOOKING_STATUSES,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  REFUND_STATES,
  SORT_OPTIONS,
  STATUS_ACTORS,
} from './wire/enums.ts';

export {
  AUTH_PROVIDERS,
  BANNER_TYPES,
  BOOKING_STATUSES,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  REFUND_STATES,
  SORT_OPTIONS,
  STATUS_ACTORS,
};

export type Gender = (typeof GENDERS)[number];
export type IsoDate = string; // YYYY-MM-DD
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
export type BannerType = (typeof BANNER_TYPES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type SortBy = (typeof SORT_OPTIONS)[number];

export type User = Static<typeof W.User>;
export type SiteInfo = Static<typeof W.SiteInfo>;
/** What the catalogue keeps of the site info; the server adds the providers and the cancellation terms. */
export type SiteContacts = Omit<
  SiteInfo,
  'auth_providers' | 'cancel_cutoff_hours' | 'booking_lead_hours' | 'passport_valid_months' | 'cancellation_policy'
>;
export type CityOption = Static<typeof W.CityOption>;
export type Banner = Static<typeof W.Banner>;
export type City = Static<typeof W.City>;
export type Country = Static<typeof W.Country>;
export type ProgramDay = Static<typeof W.ProgramDay>;
export type IncludedItem = Static<typeof W.IncludedItem>;
/** A trip in any list, as the server sends it. */
export type ListedTrip = Static<typeof W.TripCard>;
/** The card fields of docs/product.md, "Entities" that every trip view relies on. */
export type TripCard = Omit<ListedTrip, 'duration' | 'to_city' | 'tags'>;
export type TripDetail = Static<typeof W.TripDetail>;
export type Tag = Static<typeof W.Tag>;
export type FaqItem = Static<typeof W.FaqItem>;
export type BookingRate = Static<typeof W.BookingRate>;
export type Booking = Static<typeof W.Booking>;
export type BookingFile = Static<typeof W.BookingFile>;
export type BookingWithFiles = Static<typeof W.BookingWithFiles>;
export type StatusActor = (typeof STATUS_ACTORS)[number];
export type StatusChange = Static<typeof W.StatusChange>;
export type BookingTravellerView = Static<typeof W.BookingTraveller>;
export type SavedTraveller = Static<typeof W.SavedTraveller>;
export type SavedTravellerPayload = Static<typeof W.SavedTravellerBody>;
export type AvailableDate = Static<typeof W.AvailableDate>;
export type TripAvailability = Static<typeof W.TripAvailability>;
export type PageMeta = Static<typeof W.PageMeta>;
export type PaymentSettings = Static<typeof W.PaymentSettings>;
export type InvoiceSummary = Static<typeof W.InvoiceSummary>;
export type InvoiceView = Static<typeof W.InvoiceView>;
export type LedgerEntry = Static<typeof W.LedgerEntry>;
export type BusinessFigures = Static<typeof W.BusinessFigures>;
export type VitalsSummary = Static<typeof W.VitalsSummary>;
export type Manifest = Static<typeof W.Manifest>;
export type Review = Static<typeof W.Review>;
export type TripReviews = Static<typeof W.TripReviews>;
export type StaffReview = Static<typeof W.StaffReview>;
export type ReviewSort = (typeof W.REVIEW_SORTS)[number];
export type BookingPayment = Static<typeof W.BookingPayment>;
export type BookingRefund = Static<typeof W.BookingRefund>;
export type PaymentOutcome = Static<typeof W.PaymentOutcome>;
export type AdminPayment = Static<typeof W.AdminPayment>;
export type AdminRefund = Static<typeof W.AdminRefund>;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The trip fields the price formula needs. */
export type PricedTrip = Pick<
  TripDetail,
  | 'price'
  | 'default_adults'
  | 'default_childs'
  | 'max_additional_adults'
  | 'max_additional_childs'
  | 'price_per_additional_adult'
  | 'price_per_additional_child'
>;

/** A trip as the tag page lists it. */
export type TagTrip = Pick<ListedTrip, 'id' | 'title' | 'images' | 'duration' | 'to_city' | 'tags' | 'link'>;

/** Client-side booking draft, kept between the trip page and the wizard. */
export interface BookingDraft {
  adults_count: number;
  children_count: number;
  total_price: number;
}

// ---- Call payloads and answers (wire/requests.ts, wire/responses.ts) ----

export type SearchSuggestions = Static<typeof W.SearchSuggestions>;
export type TripFilterQuery = Omit<Static<typeof W.TripFilterQuery>, 'start_date'> & { start_date?: IsoDate };
export type LoginPayload = Static<typeof W.LoginBody>;
/** The browser always sends the dial-code country; the server falls back to the number's own. */
export type RegisterPayload = Required<Static<typeof W.RegisterBody>>;
export type ResetPasswordPayload = Static<typeof W.ResetPasswordBody>;
export type ProfileUpdatePayload = Static<typeof W.ProfileUpdateBody>;
export type RatePayload = Static<typeof W.RateBody>;

export interface DataEnvelope<T> {
  data: T;
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

export type AuthResponse = Static<typeof W.AuthResponse>;
export type HomeResponse = Static<typeof W.HomeResponse>;
export type CountryPageResponse = Static<typeof W.CountryPageResponse>;
export type FavouritesResponse = Static<typeof W.FavouritesPage>;
export type BookingsResponse = Static<typeof W.BookingsPage>;
export type FavouriteToggleResponse = Static<typeof W.FavouriteResponse>;
/** Error body of every 4xx/5xx answer. `errors` maps a field to its messages. */
export type ApiErrorBody = Static<typeof W.ErrorBody>;

// The back office (issue 17).
export type StaffMember = Static<typeof W.StaffMember>;
export type StaffRole = StaffMember['role'];
export type StaffLoginAnswer = Static<typeof W.StaffLoginAnswer>['data'];
export type StaffSession = Static<typeof W.StaffSessionAnswer>['data'];
export type AuditEntry = Static<typeof W.AuditEntry>;
export type AdminBookingRow = Static<typeof W.AdminBookingRow>;
export type AdminBookingDetail = Static<typeof W.AdminBookingDetail>;
export type AdminBookingsQuery = Static<typeof W.AdminBookingsQuery>;
export type AdminDashboard = Static<typeof W.AdminDashboardAnswer>['data'];
export type AdminTripInput = Static<typeof W.AdminTripFields>;
export type AdminTripPatch = Static<typeof W.AdminTripBody>;
export type AdminTrip = Static<typeof W.AdminTrip>;
export type AdminTripRow = Static<typeof W.AdminTripRow>;
export type AdminSiteInfoValues = Static<typeof W.AdminSiteInfo>;
export type AdminCountry = Static<typeof W.AdminCountry>;
export type AdminCity = Static<typeof W.AdminCity>;
export type AdminTag = Static<typeof W.AdminTag>;
export type AdminBanner = Static<typeof W.AdminBanner>;
