import { DISPLAY_LOCALE, GREGORIAN_LOCALE } from '@rihla/contract/locales';

// The browser reads its Arabic number and date data the first time a formatter of that locale is
// made: 12–35 ms in Chromium unthrottled, and the app makes its formatters as it loads
// (@rihla/contract's format.ts), inside the long task that evaluates it (44 of its 120 ms at 4× CPU,
// issue 28). Made by the page's first script (boot.ts), while the page still waits for its styles,
// fonts and app, the data is ready when the app needs it, and the app's own formatters take 0.1–2 ms
// each. Lighthouse, against the same build warming once the page had painted: the first paint did not
// move (1.06–1.13 s), the wizard's TBT went 116–564 → 75–127 ms (bench/README.md, "session 24").
// One locale per task, so neither task is long on a slow phone.
export function warmIntl(): void {
  setTimeout(() => {
    new Intl.NumberFormat(DISPLAY_LOCALE).format(0);
    setTimeout(() => new Intl.DateTimeFormat(GREGORIAN_LOCALE, { dateStyle: 'long' }).format(0));
  });
}
