import type { AdminBookingDetail, AdminBookingRow, AdminTrip, CityOption, StaffMember, Tag } from '@rihla/contract';
import { storedTrip } from '@rihla/machines/trip-editor/trip-editor.test-helpers';
import { clearReads } from '../../api/read-cache.ts';
import { staffSession } from '../staff-session.ts';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The back office's screen tests (issue 25): a signed-in staff member, and small answers of the admin
// API, enough of each to show what the screen shows.

export const member = (role: StaffMember['role']): StaffMember => ({
  id: 1,
  email: 'staff@rihla.example',
  name: 'منى',
  role,
  has_second_factor: true,
  disabled: false,
  created_at: '2026-11-20T10:00:00Z',
});

/** Signs a staff member of `role` in, as the sign-in screen would have. */
export const signIn = (role: StaffMember['role']) => staffSession.start('staff-token', member(role));

/** After each test: signed out, nothing kept of the last test's reads. */
export function signOut() {
  staffSession.end();
  sessionStorage.clear();
  clearReads();
}

export const cityOptions: CityOption[] = [
  { value: 10, label: 'العلا' },
  { value: 20, label: 'إسطنبول' },
];
export const tagList: Tag[] = [
  { id: 3, image: '/img/honeymoon.jpg', name: 'شهر العسل', title: 'باقات شهر العسل', description: 'رحلات لشخصين.' },
];
/** The public lists the trip form chooses from. */
export const tripOptionRoutes = { 'GET /api/cities': { data: cityOptions }, 'GET /api/data/tags': { data: tagList } };

/** The trip editor's stored trip (machines' test helpers), without pictures. */
export const adminTrip = (patch: Partial<AdminTrip> = {}): AdminTrip => storedTrip({ images: [], ...patch });

/** A booking as the queue (GET /api/admin/bookings) lists it: pending. */
export const adminBookingRow = (patch: Partial<AdminBookingRow> = {}): AdminBookingRow => ({
  id: 12,
  status: 'pending',
  status_text_ar: 'قيد المراجعة',
  status_color: '#b45309',
  from_date: '2027-03-01',
  to_date: '2027-03-05',
  adults_count: 2,
  children_count: 0,
  total_price: 8400,
  created_at: '2026-11-20T10:00:00Z',
  trip: { id: 7, title: 'جولة في إسطنبول' },
  customer: { id: 3, name: 'سارة العتيبي', email: 'sara@example.com', phone_number: '+966501234567' },
  ...patch,
});

/** A booking as GET /api/admin/bookings/{id} answers it: pending, one traveller, nothing paid. */
export const adminBooking = (patch: Partial<AdminBookingDetail> = {}): AdminBookingDetail => ({
  ...adminBookingRow(),
  travellers: [
    {
      traveller: 0,
      kind: 'adult',
      first_name: 'SARA',
      last_name: 'ALOTAIBI',
      birth_date: '1990-05-01',
      gender: 'female',
      nationality: 'SA',
      passport: 'P1234567',
      passport_expiry: '2030-01-01',
    },
  ],
  files: [],
  history: [{ from: null, to: 'pending', by: 'customer', reason: null, at: '2026-11-20T10:00:00Z' }],
  next_statuses: ['confirmed', 'cancelled'],
  payments: [],
  refunds: [],
  refundable_halalas: 0,
  ...patch,
});

/**
 * Types `iso` (yyyy-mm-dd) into the date field named `label` (components/iso-date-field.tsx): its year,
 * month and day segments, as a keyboard user would.
 */
export async function typeDate(scope: HTMLElement, label: string | RegExp, iso: string) {
  const group = within(scope).getByRole('group', { name: label });
  const [year, month, day] = iso.split('-');
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(`${year}${month}${day}`);
}
