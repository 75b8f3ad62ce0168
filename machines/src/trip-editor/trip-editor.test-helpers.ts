import type { AdminTrip } from '@rihla/contract';

/** A stored trip as GET /api/admin/trips/{id} answers it: valid as it is, one departure. */
export const storedTrip = (patch: Partial<AdminTrip> = {}): AdminTrip => ({
  id: 7,
  title: 'جولة في إسطنبول',
  company: 'سفريات الأفق',
  description: 'خمسة أيام بين المساجد والأسواق.',
  images: ['/api/media/pictures/0123456789abcdef-800x600.jpg'],
  program: [{ day: 1, title: 'الوصول', description: 'الاستقبال في المطار.', image: null }],
  included: [{ name: 'الإقامة', title: 'فندق أربع نجوم' }],
  not_included: [{ name: 'التأشيرة', title: 'رسوم التأشيرة' }],
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
  vat_category: 'standard',
  daily_capacity: null,
  departures: [{ id: 1, date: '2027-03-01', seats: 20, seats_taken: 0, price: null }],
  link: '/trip/7/جولة-في-إسطنبول',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...patch,
});

/** What a new trip's form needs to pass the contract's rules. */
export const validValues = {
  title: 'رحلة إلى العلا',
  company: 'سفريات الأفق',
  description: 'ثلاثة أيام بين الصخور.',
  price: '3000',
  duration: '3',
  to_city_id: 10,
};
