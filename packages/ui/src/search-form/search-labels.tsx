import type { SortBy } from '@rihla/contract';
// A .tsx module only because the package exports its modules as ./src/*.tsx.

// The search form's option labels, apart from the form so a page can name the active search
// without loading the form (and its date picker).

export const personOptions = [
  { id: 1, label: 'شخص واحد' },
  { id: 2, label: 'شخصان' },
  { id: 3, label: 'أكثر من شخصين' },
] as const;

export const sortLabels: Record<SortBy, string> = {
  high_price: 'الأعلى سعرًا',
  low_price: 'الأقل سعرًا',
  top_rated: 'الأعلى تقييمًا',
  top_visit: 'الأكثر زيارة',
};
