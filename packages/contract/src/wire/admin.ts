import { Type } from 'typebox';
import { BOOKING_STATUSES } from './enums.ts';
import { AdminPayment, AdminRefund } from './payments.ts';
import { travellerIdentityFields } from './entities.ts';
import { dataOf, id, list, nullable, object, oneOf, str, text } from './build.ts';

// The back office's calls (issue 17), all under /api/admin: staff sign-in with a second factor,
// staff management and the audit log. A customer's token is never accepted here.

export const STAFF_ROLES = ['admin', 'agent'] as const;

export const StaffMember = object({
  id: Type.Integer(),
  email: str(),
  name: str(),
  role: oneOf(STAFF_ROLES),
  /** The second factor is set up (false until the first sign-in completes it). */
  has_second_factor: Type.Boolean(),
  disabled: Type.Boolean(),
  created_at: str(),
});

export const StaffLoginBody = Type.Object({ email: text(254), password: text(100) });

/** Step 1 accepted: the code is asked for (`totp`), or the authenticator is set up first (`totp-setup`). */
export const StaffLoginAnswer = dataOf(
  object({
    challenge: str(),
    step: oneOf(['totp', 'totp-setup'] as const),
    /** Only for `totp-setup`: the otpauth:// URI, the same as a QR code (SVG), and the secret to type by hand. */
    setup: nullable(object({ uri: str(), qr_svg: str(), secret: str() })),
  }),
);

export const StaffSecondFactorBody = Type.Object({
  challenge: text(200),
  /** The 6-digit code of the authenticator app… */
  code: Type.Optional(text(12)),
  /** …or one of the recovery codes (not while setting up). */
  recovery_code: Type.Optional(text(40)),
});

export const StaffSessionAnswer = dataOf(
  object({
    access_token: str(),
    staff: StaffMember,
    /** Shown once, when the second factor has just been set up; null otherwise. */
    recovery_codes: Type.Unsafe<string[] | null>({ type: ['array', 'null'], items: { type: 'string' } }),
  }),
);

export const StaffSetPasswordBody = Type.Object({
  token: text(200),
  password: text(100),
  password_confirmation: text(100),
});

export const StaffInviteBody = Type.Object({ email: text(254), name: text(100), role: oneOf(STAFF_ROLES) });
/** Issue 29: an admin changes a staff member's role. */
export const StaffRoleBody = Type.Object({ role: oneOf(STAFF_ROLES) });

export const StaffInviteAnswer = dataOf(object({ staff: StaffMember, link: str() }));

export const StaffMeAnswer = dataOf(StaffMember);
export const StaffListAnswer = dataOf(list(StaffMember));

export const AuditEntry = object({
  id: Type.Integer(),
  staff_id: nullable(Type.Integer()),
  staff_email: str(),
  action: str(),
  subject: nullable(str()),
  details: nullable(Type.Object({}, { additionalProperties: true })),
  ip: nullable(str()),
  at: str(),
});

export const AuditQuery = Type.Object({ before: Type.Optional(id()) });
export const AuditAnswer = dataOf(list(AuditEntry));

// ---- the bookings queue ----

export const AdminBookingsQuery = Type.Object({
  status: Type.Optional(oneOf(BOOKING_STATUSES)),
  /** By money: paid (a payment kept), unpaid (awaiting payment), expired, refunded (any refund). */
  payment: Type.Optional(oneOf(['paid', 'unpaid', 'expired', 'refunded'] as const)),
  trip_id: Type.Optional(id()),
  /** The trip's first day, from and to (YYYY-MM-DD). */
  departure_from: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  departure_to: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  /** When it was booked, from and to (YYYY-MM-DD, Riyadh days). */
  created_from: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  created_to: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  /** A booking number, the customer's e-mail or phone number, or part of their name (Arabic or Latin). */
  q: Type.Optional(text(254)),
  /** The next page: the answer's `meta.next` (bookings older than this id). */
  before: Type.Optional(id()),
});

export const AdminBookingRow = object({
  id: Type.Integer(),
  status: oneOf(BOOKING_STATUSES),
  status_text_ar: str(),
  status_color: str(),
  from_date: str(),
  to_date: str(),
  adults_count: Type.Integer(),
  children_count: Type.Integer(),
  total_price: Type.Number(),
  created_at: str(),
  trip: object({ id: Type.Integer(), title: str() }),
  customer: object({ id: Type.Integer(), name: str(), email: str(), phone_number: nullable(str()) }),
});

export const AdminBookingsAnswer = object({
  data: list(AdminBookingRow),
  /** `next`: pass it as `before` for the next page; null on the last one. */
  meta: object({ next: nullable(Type.Integer()) }),
});

/** An internal note on a booking, by a staff member (issue 31, item 13). */
export const AdminBookingNote = object({ id: Type.Integer(), body: str(), staff_name: str(), created_at: str() });

export const AdminBookingDetail = object({
  ...AdminBookingRow.properties,
  travellers: list(
    object({
      traveller: Type.Integer(),
      ...travellerIdentityFields,
      nationality: nullable(str()),
      passport: nullable(str()),
      passport_expiry: nullable(str()),
    }),
  ),
  files: list(
    object({
      id: Type.Integer(),
      kind: oneOf(['passport', 'visa'] as const),
      traveller: Type.Integer(),
      mime: str(),
      url: str(),
    }),
  ),
  history: list(
    object({
      from: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
      to: str(),
      by: str(),
      reason: nullable(str()),
      at: str(),
    }),
  ),
  /** The statuses the booking may move to now (the lifecycle's rule). */
  next_statuses: list(str()),
  /** Its payments and refunds, oldest first (issue 26). */
  payments: list(AdminPayment),
  refunds: list(AdminRefund),
  /** Halalas paid and not yet given back: the most a refund can be. */
  refundable_halalas: Type.Integer(),
  /** Staff's internal notes, newest first (issue 31, item 13); never in the customer's answers. */
  notes: Type.Optional(list(AdminBookingNote)),
});

export const AdminBookingAnswer = dataOf(AdminBookingDetail);

export const AdminStatusBody = Type.Object({
  to: oneOf(['confirmed', 'cancelled', 'completed'] as const),
  /** Required to cancel: the customer is told it. */
  reason: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 500 })),
});

/** A note's text: empty or longer than 2000 characters is answered 422 with the Arabic message. */
export const AdminNoteBody = Type.Object({ body: text(10000) });

/** Confirm up to 100 pending bookings at once, each through the lifecycle. */
export const AdminBulkConfirmBody = Type.Object({ ids: Type.Array(id(), { minItems: 1, maxItems: 100 }) });

/** One line per id asked: confirmed (`ok`) or why not. */
export const AdminBulkConfirmAnswer = dataOf(list(object({ id: Type.Integer(), ok: Type.Boolean(), message: str() })));

export const AdminDashboardAnswer = dataOf(
  object({
    bookings_today: Type.Integer(),
    bookings_this_week: Type.Integer(),
    pending: Type.Integer(),
    departures_next_7_days: list(
      object({ trip_id: Type.Integer(), title: str(), date: str(), seats: Type.Integer(), seats_left: Type.Integer() }),
    ),
  }),
);
