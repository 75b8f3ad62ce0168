import { formatSlashDate, type IsoDate } from '@rihla/contract';

/**
 * A calendar date as the site writes it (yyyy/MM/dd, Latin digits), machine-readable in `dateTime`
 * and kept left-to-right so the slashes do not reorder it inside Arabic text.
 */
export function DateText({ date }: { date: IsoDate }) {
  return (
    <time dateTime={date} dir="ltr">
      {formatSlashDate(date)}
    </time>
  );
}
