import { countText, type CountedNoun } from '@rihla/contract';

const TRIPS: CountedNoun = { zero: 'لا توجد رحلات', one: 'رحلة واحدة', two: 'رحلتان', few: 'رحلات', many: 'رحلة', other: 'رحلة' };

/** "150 رحلة", "3 رحلات", "رحلتان": the result count in the noun form Arabic wants for that number. */
export const resultCountText = (count: number) => countText(count, TRIPS);
