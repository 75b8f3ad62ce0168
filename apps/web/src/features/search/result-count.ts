import { formatNumber } from '@rihla/contract';

const plural = new Intl.PluralRules('ar');

/** "150 رحلة", "3 رحلات", "رحلتان": the result count in the noun form Arabic wants for that number. */
export function resultCountText(count: number): string {
  switch (plural.select(count)) {
    case 'zero':
      return 'لا توجد رحلات';
    case 'one':
      return 'رحلة واحدة';
    case 'two':
      return 'رحلتان';
    case 'few':
      return `${formatNumber(count)} رحلات`;
    default:
      return `${formatNumber(count)} رحلة`;
  }
}
