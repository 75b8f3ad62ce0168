import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker } from '@rihla/ui/date-picker/date-picker';
import { roomyDateSegments } from './date-segments.ts';

export interface IsoDateFieldProps {
  label: string;
  /** The date as the form keeps it: `yyyy-mm-dd`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  description?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
}

/** `yyyy-mm-dd` as a calendar date; anything else (none yet, a half-typed value) as none. */
function calendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null; // 2027-02-30
  }
}

/**
 * A date field of the back office's forms and filters, which keep dates as `yyyy-mm-dd` strings.
 * The site's DatePicker (Arabic segments year/month/day in Latin digits, a calendar, the Hijri date
 * beneath) rather than `<input type="date">`, whose segments and their order follow the browser's
 * language: an English browser showed staff mm/dd/yyyy in an Arabic form.
 */
export function IsoDateField({ value, onChange, ...props }: IsoDateFieldProps) {
  return (
    <DatePicker
      {...props}
      className={roomyDateSegments}
      format="yyyy/MM/dd"
      validationBehavior="aria"
      value={calendarDate(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
    />
  );
}
