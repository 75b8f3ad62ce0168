import { tripCountText } from '@rihla/contract';

/** "150 رحلة", "3 رحلات", "رحلتان": the result count in the noun form Arabic wants for that number. */
export const resultCountText = tripCountText;
