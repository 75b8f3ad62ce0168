// CSV for spreadsheet programs: RFC 4180 quoting, and a cell a spreadsheet would run as a formula
// (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe (OWASP's advice), since
// customers type their own names and e-mails.

/** Excel reads a CSV as UTF-8, and so shows Arabic, only with this mark first. */
export const UTF8_BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  let s = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;
