import type { Country, TagTrip, TripCard } from '@rihla/contract';

// Sample data for stories and tests: Arabic text, inline SVG images (no network).
export const sampleImage = (fill: string, label = '') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/><text x="200" y="160" font-size="40" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

export const sampleTrip: TripCard = {
  id: 1,
  title: 'رحلة إلى باريس مدينة الأنوار',
  description: 'استمتع بجولة في أجمل معالم باريس مع إقامة فاخرة وجولات يومية بصحبة مرشد يتحدث العربية طوال الرحلة',
  price: 4500,
  price_before_discount: 5200,
  images: [sampleImage('#0f766e', '1'), sampleImage('#8a6d3b', '2'), sampleImage('#334155', '3')],
  average_rating: 4.5,
  rates_count: 12,
  is_favourite: false,
  link: '/trip/1/رحلة-إلى-باريس-مدينة-الأنوار',
};

export const sampleCountry: Country = {
  id: 3,
  name: 'المملكة العربية السعودية',
  image: sampleImage('#0b4d48'),
  cities: [
    { id: 9, name: 'أبها', image: sampleImage('#8a6d3b'), country_id: 3 },
    { id: 10, name: 'العلا', image: sampleImage('#475569'), country_id: 3 },
  ],
};

export const sampleTagTrip: TagTrip = {
  id: 5,
  title: 'عطلة نهاية الأسبوع في العلا',
  images: [sampleImage('#8a6d3b')],
  duration: 2,
  to_city: { id: 10, name: 'العلا' },
  tags: ['عائلية', 'مغامرات'],
  link: '/trip/5/عطلة-نهاية-الأسبوع-في-العلا',
};
