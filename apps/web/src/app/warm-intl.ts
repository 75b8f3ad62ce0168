import { DISPLAY_LOCALE, GREGORIAN_LOCALE } from '@rihla/contract/locales';

// The browser reads its Arabic number and date data the first time a formatter of that locale is
// made: 12–35 ms in Chromium unthrottled, and the app makes its formatters as it loads
// (@rihla/contract's format.ts), inside the long task that evaluates it (44 of its 120 ms at 4× CPU,
// issue 28). Made here, while the app's file is still downloading, the data is ready when the app
// needs it, and the app's own formatters take 0.1–2 ms each. One locale per task, so neither task is
// long on a slow phone.
export function warmIntl(): void {
  setTimeout(() => {
    new Intl.NumberFormat(DISPLAY_LOCALE).format(0);
    setTimeout(() => new Intl.DateTimeFormat(GREGORIAN_LOCALE, { dateStyle: 'long' }).format(0));
  });
}
