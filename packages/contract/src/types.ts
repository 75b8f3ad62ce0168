// Entities and call envelopes of SPEC.md sections 3 and 7. The server produces exactly these shapes
// and the browser reads exactly these, so a change here is a change of the contract on both sides.

export type Gender = 'male' | 'female';
export type IsoDate = string; // YYYY-MM-DD

export interface User {
  id: number;
  name: string;
  avatar: string | null;
  email: string;
  birthday: IsoDate | null;
  gender: Gender | null;
  country_code: string;
  phone_number: string;
  /** When the e-mail address was verified; null until the mailed link is opened (issue 12). */
  email_verified_at?: string | null;
}

export interface SiteInfo {
  facebook_url: string | null;
  whatsapp_number: string | null;
  phone_number: string | null;
  email_address: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  appstore_url: string | null;
  playstore_url: string | null;
  /** Social sign-in providers the server has configured (our addition). */
  auth_providers: AuthProvider[];
}

export type AuthProvider = 'google' | 'apple' | 'facebook';

export interface CityOption {
  value: number;
  label: string;
}

export const BANNER_TYPES = ['home', 'about-us', 'terms', 'policy', 'faq', 'search'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export interface Banner {
  id: number;
  type: BannerType;
  image: string;
  title: string;
  text: string | null;
  link: string | null;
  link_text: string | null;
}

export interface City {
  id: number;
  name: string;
  image: string;
  country_id: number;
}

export interface Country {
  id: number;
  name: string;
  image: string;
  cities: City[];
}

export interface TripCard {
  id: number;
  title: string;
  description: string;
  price: number;
  price_before_discount: number | null;
  images: string[];
  average_rating: number | null;
  rates_count: number;
  is_favourite: boolean;
  /** Canonical path of the trip page, /trip/{id}/{slug}. */
  link: string;
}

export interface ProgramDay {
  day: number;
  title: string;
  description: string;
  image: string | null;
}

export interface IncludedItem {
  name: string;
  title: string;
}

export interface TripDetail extends TripCard {
  company: string;
  program: ProgramDay[];
  included: IncludedItem[];
  default_adults: number;
  default_childs: number;
  max_additional_adults: number;
  max_additional_childs: number;
  price_per_additional_adult: number;
  price_per_additional_child: number;
  duration: number;
  expiry_date: IsoDate | null;
  tags: string[];
  from_city: { id: number; name: string } | null;
  to_city: { id: number; name: string; country_id: number };
}

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

export interface TagTrip {
  id: number;
  title: string;
  images: string[];
  duration: number;
  to_city: { id: number; name: string };
  tags: string[];
  link: string;
}

export interface Tag {
  id: number;
  image: string;
  name: string;
  title: string;
  description: string;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingRate {
  rate: number;
  comment: string | null;
}

export interface Booking {
  id: number;
  status: BookingStatus;
  status_text_ar: string;
  status_color: string;
  from_date: IsoDate;
  to_date: IsoDate;
  adults_count: number;
  children_count: number;
  total_price: number;
  rate: BookingRate | null;
  trip: { id: number; title: string; to_country: string; link: string };
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

/** Client-side booking draft, kept between the trip page and the wizard. */
export interface BookingDraft {
  adults_count: number;
  children_count: number;
  total_price: number;
}

// ---- Call payloads and responses (SPEC.md section 7) ----

export type SortBy = 'high_price' | 'low_price' | 'top_rated' | 'top_visit';
export const SORT_OPTIONS: readonly SortBy[] = ['high_price', 'low_price', 'top_rated', 'top_visit'];

export interface TripFilterQuery {
  page?: number;
  from_city_id?: number;
  to_city_id?: number;
  to_country_id?: number;
  tag_id?: number;
  start_date?: IsoDate;
  count_nights?: number;
  count_persons?: number;
  sort_by?: SortBy;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface RegisterPayload {
  name: string;
  email: string;
  country_code: string;
  phone_number: string;
  password: string;
  password_confirmation: string;
}

export interface ProfileUpdatePayload {
  name?: string;
  birthday?: IsoDate | null;
  gender?: Gender | null;
}

export interface RatePayload {
  booking_id: number;
  rate: number;
  comment: string;
}

export interface DataEnvelope<T> {
  data: T;
}

export interface AuthResponse {
  access_token: string;
  user: User;
}

export interface HomeResponse {
  countries: Country[];
  banners: Banner[];
  trips: { featured: TripCard[]; latest: TripCard[] };
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

export interface CountryPageResponse {
  data: { country: Country; countries: Country[]; trips: TripCard[] };
}

export interface FavouritesResponse {
  data: { favourites: TripCard[] };
  meta: PageMeta;
}

export interface BookingsResponse {
  data: { bookings: Booking[] };
  meta: PageMeta;
}

export interface FavouriteToggleResponse {
  liked: boolean;
}

/** Error body of every 4xx/5xx answer. `errors` maps a field to its messages (422 only). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
