import type { AdminTrip, CityOption, StaffMember, Tag } from '@rihla/contract';
import { clearReads } from '../../api/read-cache.ts';
import { staffSession } from '../staff-session.ts';

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

export const adminTrip = (patch: Partial<AdminTrip> = {}): AdminTrip => ({
  id: 7,
  title: 'جولة في إسطنبول',
  company: 'سفريات الأفق',
  description: 'خمسة أيام بين المساجد والأسواق.',
  images: [],
  program: [{ day: 1, title: 'الوصول', description: 'الاستقبال في المطار.', image: null }],
  included: [{ name: 'الإقامة', title: 'فندق أربع نجوم' }],
  price: 4200,
  price_before_discount: null,
  default_adults: 2,
  default_childs: 0,
  max_additional_adults: 2,
  max_additional_childs: 2,
  price_per_additional_adult: 1500,
  price_per_additional_child: 800,
  duration: 5,
  expiry_date: null,
  tags: [3],
  to_city_id: 20,
  from_city_id: null,
  featured: false,
  published: false,
  daily_capacity: null,
  departures: [{ id: 1, date: '2027-03-01', seats: 20, seats_taken: 0, price: null }],
  link: '/trip/7/جولة-في-إسطنبول',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...patch,
});
