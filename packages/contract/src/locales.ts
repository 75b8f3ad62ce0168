// The site's locales (docs/product.md, "Numbers and dates"), apart from the formatters made with them
// (format.ts): the web app's first script names them to ready the browser's Arabic number and date
// data without loading the formatters themselves (apps/web/src/app/warm-intl.ts).

/** Arabic (Saudi Arabia) in Latin digits: every number the site shows. */
export const DISPLAY_LOCALE = 'ar-SA-u-nu-latn';
/** The display locale on the Gregorian calendar (ar-SA's own calendar is the Hijri one). */
export const GREGORIAN_LOCALE = 'ar-SA-u-ca-gregory-nu-latn';
/** The Umm al-Qura calendar, for the Hijri dates shown beside Gregorian ones. */
export const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura-nu-latn';
