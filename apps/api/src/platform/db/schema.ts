import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Row types of the tables the migrations create. Dates are YYYY-MM-DD text, instants ISO-8601 text,
// flags 0/1 integers and lists JSON text, so one schema reads the same on SQLite and PostgreSQL.

export interface SiteInfoTable {
  id: Generated<number>;
  facebook_url: string | null;
  whatsapp_number: string | null;
  phone_number: string | null;
  email_address: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  appstore_url: string | null;
  playstore_url: string | null;
  /** JSON array of strings; null = the site's own, bookingTermsFor(the configured figures) (migrations 2026-11-23T0810, 2026-11-28T2200). */
  booking_terms: string | null;
  /** The seller's legal identity (issue 27): on every page and every invoice. */
  legal_name: string | null;
  vat_number: string | null;
  cr_number: string | null;
  tourism_licence: string | null;
  address_building: string | null;
  address_street: string | null;
  address_district: string | null;
  address_city: string | null;
  address_postal_code: string | null;
}

export interface BannerTable {
  id: Generated<number>;
  type: string;
  image: string;
  title: string;
  text: string | null;
  link: string | null;
  link_text: string | null;
  position: number;
}

export interface CountryTable {
  id: Generated<number>;
  name: string;
  image: string;
  position: number;
  /** When the row last changed (kept by the database: migration 2026-11-23T0300-updated-at). */
  updated_at: Generated<string>;
}

export interface CityTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  image: string;
  /** When the row last changed (kept by the database: migration 2026-11-23T0300-updated-at). */
  updated_at: Generated<string>;
}

export interface TagTable {
  id: Generated<number>;
  image: string;
  name: string;
  title: string;
  description: string;
  /** When the row last changed (kept by the database: migration 2026-11-23T0300-updated-at). */
  updated_at: Generated<string>;
}

export interface TripTable {
  id: Generated<number>;
  company: string;
  title: string;
  /** 'standard' (15%), 'zero' or 'out_of_scope' (issue 27); prices are VAT-inclusive. */
  vat_category: Generated<string>;
  description: string;
  images: string; // JSON string[]
  from_city_id: number | null;
  to_city_id: number;
  to_country_id: number;
  price: number;
  price_before_discount: number | null;
  default_adults: number;
  default_childs: number;
  max_additional_adults: number;
  max_additional_childs: number;
  price_per_additional_adult: number;
  price_per_additional_child: number;
  /** default_adults + max_additional_adults, kept for the count_persons filter's index. */
  max_adults: number;
  duration: number;
  expiry_date: string | null;
  /** expiry_date, or 9999-12-31 when the trip does not expire (never null, so it indexes well). */
  available_until: Generated<string>;
  featured: number;
  /** Travellers per date of an open-dates trip; null = unlimited (migration 2026-11-23T0400). */
  daily_capacity: number | null;
  /** 0 hides the trip from every public read (migration 2026-11-23T0700-catalogue-editing). */
  published: Generated<number>;
  visits: number;
  rates_count: number;
  rating_sum: number;
  average_rating: number | null;
  created_at: string;
  /** When the row last changed (kept by the database: migration 2026-11-23T0300-updated-at). */
  updated_at: Generated<string>;
}

/** The bulky parts only the detail page reads. */
export interface TripContentTable {
  trip_id: number;
  program: string; // JSON ProgramDay[]
  included: string; // JSON IncludedItem[]
  /** What the price leaves out (migration 2026-11-28T1500-not-included). */
  not_included: Generated<string>; // JSON IncludedItem[]
}

/**
 * How many published trips share each (duration, max_adults, available_until) in each scope a search
 * can name, kept by the database's triggers: a search's count without a scan (migration
 * 2026-11-23T0900-search-facets). kind: 0 every trip, 1 destination city (a), 2 destination country
 * (a), 3 departure city (a), 4 tag (a), 5 departure city (a) and destination city (b).
 */
export interface TripFacetTable {
  kind: number;
  a: number;
  b: number;
  duration: number;
  max_adults: number;
  available_until: string;
  n: number;
}

/**
 * A published trip's text folded for free-text search (the contract's foldArabic), kept by the
 * database's triggers (migration 2026-11-28T0900-trip-search). SQLite: a table whose rowid is the
 * trip id (trip_id is not a column there); PostgreSQL: a table with `doc`, a tsvector. On both, each
 * word's trips are kept beside it as masks of 64 trips (migration 2026-11-29T1100-trip-search-bits).
 */
export interface TripSearchTable {
  trip_id: number;
  rowid: number;
  title: string;
  places: string;
  body: string;
}

export interface TripTagTable {
  trip_id: number;
  tag_id: number;
}

export interface FaqTable {
  id: Generated<number>;
  question: string;
  answer: string;
  position: number;
}

export interface CustomerTable {
  id: Generated<number>;
  name: string;
  email: string;
  country_code: string;
  phone_number: string | null;
  password_hash: string | null;
  avatar: string | null;
  birthday: string | null;
  gender: string | null;
  created_at: string;
  email_verified_at: string | null;
  /** When the customer accepted the privacy policy (issue 29): at sign-up. */
  privacy_accepted_at: string | null;
  /** The account was deleted: its personal data erased, the row a pseudonym (docs/security.md). */
  deleted_at: string | null;
}

export interface CustomerIdentityTable {
  provider: string;
  subject: string;
  customer_id: number;
}

export interface AccessTokenTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
}

export interface EmailVerificationTable {
  id: Generated<number>;
  customer_id: number;
  /** The address this link verifies: a later change of e-mail does not inherit it. */
  email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface FavouriteTable {
  customer_id: number;
  trip_id: number;
  created_at: string;
}

export interface BookingTable {
  id: Generated<number>;
  customer_id: number;
  trip_id: number;
  status: string;
  from_date: string;
  to_date: string;
  adults_count: number;
  children_count: number;
  total_price: number;
  idempotency_key: string | null;
  /** SHA-256 of what the key was first sent with (trip, dates, counts, travellers, file bytes). */
  idempotency_hash: string | null;
  created_at: string;
  /** Seats this booking holds, and the counter they came from ('departure' or 'day'); 0/null when unlimited. */
  seats_held: Generated<number>;
  seats_pool: string | null;
  /** Until when an unpaid booking holds its seats (issue 26); null unless awaiting payment. */
  hold_expires_at: string | null;
  /** 1 once its "hold about to expire" e-mail was written. */
  hold_reminded: Generated<number>;
  /** When its passport and visa scans and passport numbers were deleted (issue 29); null while kept. */
  documents_purged_at: string | null;
}

/** A six-digit code e-mailed to confirm a customer's export or deletion (issue 29); hashed. */
export interface ReauthCodeTable {
  id: Generated<number>;
  customer_id: number;
  code_hash: string;
  expires_at: string;
  tries: Generated<number>;
}

/** A payment the gateway reported for a booking (issue 26); amounts in halalas. */
export interface PaymentTable {
  id: Generated<number>;
  booking_id: number;
  provider: string;
  gateway_id: string;
  method: string;
  brand: string | null;
  last4: string | null;
  amount: number;
  currency: string;
  status: string;
  message: string | null;
  refunded: Generated<number>;
  /** This site's decision, taken once: 'applied' (paid the booking) or 'given-back'; null until then. */
  outcome: string | null;
  created_at: string;
  updated_at: string;
}

/** Money given back through the gateway (issue 26). */
export interface RefundTable {
  id: Generated<number>;
  booking_id: number;
  payment_id: number;
  amount: number;
  reason: string | null;
  /** 'customer', 'staff' or 'system'. */
  requested_by: string;
  staff_id: number | null;
  /** 'pending', 'done' or 'failed'. */
  status: string;
  gateway_refund_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Staff's internal notes on a booking (issue 31, item 13): never shown to the customer. */
export interface BookingNoteTable {
  id: Generated<number>;
  booking_id: number;
  /** null once the staff member's row is gone. */
  staff_id: number | null;
  body: string;
  created_at: string;
}

/** The invoices' one counter and the hash of the last invoice (issue 27). */
export interface InvoiceCounterTable {
  id: number;
  last_number: number;
  last_hash: string;
}

/** A simplified tax invoice or credit note (issue 27); immutable. Amounts in halalas. */
export interface InvoiceTable {
  id: Generated<number>;
  number: number;
  /** 'invoice' or 'credit_note'. */
  kind: string;
  uuid: string;
  booking_id: number;
  payment_id: number;
  refund_id: number | null;
  /** A credit note's invoice. */
  invoice_id: number | null;
  issued_at: string;
  /** JSON: the seller's identity when it was issued. */
  seller: string;
  customer_name: string;
  /** JSON: [{description, category, gross, net, vat}]. */
  lines: string;
  total_without_vat: number;
  vat_total: number;
  total_with_vat: number;
  qr: string;
  previous_hash: string;
  hash: string;
  /** 'json-v1' (phase 1, a JSON of the row) or 'zatca-xml-c14n' (ZATCA's hash of the signed XML). */
  hash_method: string;
  /** Phase 2: the signed UBL 2.1 XML, byte for byte. */
  xml: string | null;
  /** Phase 2: the ECDSA signature of the hash (base64). */
  signature: string | null;
}

/** An invoice's reporting to ZATCA (issue 27, phase 2). */
export interface InvoiceReportTable {
  invoice_id: number;
  /** 'pending', 'reported', 'rejected' or 'failed'. */
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string | null;
  reported_at: string | null;
  /** ZATCA's last answer (JSON). */
  response: string | null;
}

/** The seller's e-invoicing key and certificates (issue 27, phase 2). */
export interface ZatcaCredentialTable {
  id: Generated<number>;
  /** 'self_signed', 'compliance' or 'production'. */
  kind: string;
  /** Base64 DER. */
  certificate: string;
  /** JSON: the PKCS #8 key sealed with the files key. */
  private_key: string;
  /** JSON: the CSID's API secret, sealed. */
  secret: string | null;
  binary_security_token: string | null;
  request_id: string | null;
  created_at: string;
}

/** A webhook event applied, by its id (issue 26). */
export interface PaymentEventTable {
  event_id: string;
  type: string;
  gateway_payment_id: string | null;
  received_at: string;
}

/** A date a trip runs on, with its seats (docs/product.md, "Seats and cancellation"). */
export interface DepartureTable {
  id: Generated<number>;
  trip_id: number;
  date: string;
  seats: number;
  seats_taken: Generated<number>;
  /** Overrides the trip's base price on this date. */
  price: number | null;
}

/** Seats taken on one date of an open-dates trip with a daily capacity. */
export interface DaySeatsTable {
  trip_id: number;
  date: string;
  seats_taken: Generated<number>;
}

export interface BookingStatusHistoryTable {
  id: Generated<number>;
  booking_id: number;
  from_status: string | null;
  to_status: string;
  by: string; // customer | operator | system
  reason: string | null;
  at: string;
}

/** Real visitors' speed (issue 28): a histogram bucket's count per Riyadh day, page type and metric. */
export interface WebVitalBucketTable {
  day: string;
  page: string;
  metric: string;
  bucket: number;
  count: number;
}

export interface BookingTravellerTable {
  id: Generated<number>;
  booking_id: number;
  position: number;
  nationality: string;
  /** Sealed with the files key ("sealed1:…", modules/bookings/passport-seal.ts); '' for a child or once purged. */
  passport: string;
  /** All but the last 3 characters hidden: what the customer's pages show, without the key (issue 29). */
  passport_masked: ColumnType<string, string | undefined, string>;
  passport_expiry: string;
  /** Issue 31: 'adult' | 'child'; names, birth date and gender are null on older bookings. */
  kind: ColumnType<string, string | undefined, string>;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  gender: string | null;
}

/** A customer's traveller kept for their next bookings (issue 31); the passport number sealed. */
export interface SavedTravellerTable {
  id: Generated<number>;
  customer_id: number;
  first_name: string;
  last_name: string;
  birth_date: string;
  gender: string;
  nationality: string | null;
  passport_sealed: Buffer | null;
  passport_expiry: string | null;
  created_at: string;
  updated_at: string;
}

export interface BookingFileTable {
  id: Generated<number>;
  booking_id: number;
  traveller_id: number;
  kind: string; // passport | visa
  stored_name: string;
  mime: string;
  size: number;
  original_name: string;
}

/** A booking file's bytes, AES-256-GCM encrypted (platform/file-cipher.ts); key_id names the key. */
export interface BookingFileContentTable {
  booking_file_id: number;
  key_id: string;
  iv: Buffer;
  auth_tag: Buffer;
  content: Buffer;
}

export interface RatingTable {
  booking_id: number;
  customer_id: number;
  trip_id: number;
  rate: number;
  comment: string | null;
  updated_at: string;
  /** Hidden by staff (issue 30): off the trip page and out of its public count and average. */
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: number | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

/** An e-mail waiting for, or done with, delivery (platform/mail/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  attempts: Generated<number>;
  /** When a sender may next try it; null once sent or given up. */
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
}

/** Issue 17: the agency's staff (migration 2026-11-23T0600-staff). */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: 'admin' | 'agent';
  password_hash: string | null;
  /** The TOTP secret sealed with the files key: iv (12) + tag (16) + data, and the key's id before. */
  totp_secret: Buffer | null;
  totp_confirmed_at: string | null;
  /** The time step of the last code accepted: a code is good once. */
  totp_last_step: number | null;
  /** JSON array of the unused recovery codes' hashes. */
  recovery_codes: string | null;
  invited_by: number | null;
  created_at: string;
  disabled_at: string | null;
  /** Issue 29: wrong second-factor codes in a row, and no second step before code_locked_until. */
  code_failures: Generated<number>;
  code_locked_until: string | null;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
}

export interface StaffLinkTable {
  id: Generated<number>;
  staff_id: number;
  purpose: 'set-password' | 'sign-in';
  token_hash: string;
  expires_at: string;
  attempts: Generated<number>;
}

export interface PictureTable {
  id: string;
  width: number;
  height: number;
  original_bytes: number;
  uploaded_by: number | null;
  created_at: string;
}

export interface PictureVariantTable {
  picture_id: string;
  width: number;
  format: string;
  content: Buffer;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string;
  action: string;
  subject: string | null;
  details: string | null;
  ip: string | null;
  at: string;
}

export interface DB {
  reauth_codes: ReauthCodeTable;
  site_info: SiteInfoTable;
  banners: BannerTable;
  countries: CountryTable;
  cities: CityTable;
  tags: TagTable;
  trips: TripTable;
  trip_contents: TripContentTable;
  trip_tags: TripTagTable;
  trip_facets: TripFacetTable;
  trip_search: TripSearchTable;
  faqs: FaqTable;
  customers: CustomerTable;
  customer_identities: CustomerIdentityTable;
  access_tokens: AccessTokenTable;
  favourites: FavouriteTable;
  bookings: BookingTable;
  departures: DepartureTable;
  day_seats: DaySeatsTable;
  booking_status_history: BookingStatusHistoryTable;
  booking_travellers: BookingTravellerTable;
  web_vital_buckets: WebVitalBucketTable;
  saved_travellers: SavedTravellerTable;
  booking_files: BookingFileTable;
  booking_file_contents: BookingFileContentTable;
  ratings: RatingTable;
  password_resets: PasswordResetTable;
  email_verifications: EmailVerificationTable;
  mail_outbox: MailOutboxTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_links: StaffLinkTable;
  audit_log: AuditLogTable;
  pictures: PictureTable;
  picture_variants: PictureVariantTable;
  payments: PaymentTable;
  refunds: RefundTable;
  payment_events: PaymentEventTable;
  invoice_counter: InvoiceCounterTable;
  invoices: InvoiceTable;
  invoice_reports: InvoiceReportTable;
  zatca_credentials: ZatcaCredentialTable;
  booking_notes: BookingNoteTable;
}

export type StaffRow = Selectable<StaffTable>;

export type TripRow = Selectable<TripTable>;
export type NewTrip = Insertable<TripTable>;
export type NewTripContent = Insertable<TripContentTable>;
export type CustomerRow = Selectable<CustomerTable>;
export type BookingRow = Selectable<BookingTable>;
