// CSV for spreadsheet programs: RFC 4180 quoting, and a cell a spreadsheet would run as a formula
// (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe (OWASP's advice), since
// customers type their own names and e-mails. A plain number ("-12.50") is no formula and stays
// as it is; a phone number is written so that it is read as text, never shown with an apostrophe.

/** Excel reads a CSV as UTF-8, and so shows Arabic, only with this mark first. */
export const UTF8_BOM = '\uFEFF';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | null | undefined): string {
  let s = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A phone number as text: a left-to-right mark first (invisible) keeps a spreadsheet from reading
 * "+9665…" as a number or a formula, and shows it left to right in an Arabic sheet (issue 31, item 17).
 */
export const csvPhone = (phone: string | null | undefined) => (phone ? `\u200E${phone}` : '');

/** An instant as Riyadh's wall clock, "2026-11-27 14:05:09": a date and time spreadsheets read as such. */
export function csvTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
