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

/** A booking's "من … / إلى …" rows inside a `<dl>`. */
export function DateRangeRows({ from, to }: { from: IsoDate; to: IsoDate }) {
  return (
    <>
      <div>
        <dt>من</dt>
        <dd>
          <DateText date={from} />
        </dd>
      </div>
      <div>
        <dt>إلى</dt>
        <dd>
          <DateText date={to} />
        </dd>
      </div>
    </>
  );
}
