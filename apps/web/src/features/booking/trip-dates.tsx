import {
  FEW_SEATS_LEFT,
  formatLongDate,
  formatNumber,
  formatRiyal,
  seatsLeftText,
  seatsText,
  type IsoDate,
} from '@rihla/contract';
import type { DayAvailability } from '@rihla/machines/trip-availability/trip-availability.machine';
import { Alert } from '@rihla/ui/alert/alert';
import type { CalendarNote } from '@rihla/ui/calendar/calendar';
import { NativeButton } from '@rihla/ui/button/native-button';
import { PageLink } from '@rihla/ui/link/page-link';
import { css } from '@rihla/styled-system/css';
import type { TripAvailabilityState } from './use-trip-availability.ts';

// How a trip's bookable dates read on the trip page and in the wizard's calendar (docs/product.md,
// "Seats and cancellation"): only dates with seats for every traveller, and the seats left once few.

export const UNAVAILABLE_DATE = 'هذا التاريخ غير متاح لعدد المسافرين، اختر تاريخًا من المواعيد المتاحة';

/** A day the calendar must not offer: not bookable, or not known yet (its month is on its way). */
export const isDayUnavailable = (day: DayAvailability) => !day.known || !day.available;

const fewLeft = (day: DayAvailability): number | null =>
  day.known && day.available && day.seatsLeft !== null && day.seatsLeft <= FEW_SEATS_LEFT ? day.seatsLeft : null;

const priceOf = (day: DayAvailability): number | null => (day.known && day.available ? day.price : null);

/**
 * The short lines under a day of the calendar: its base price when the trip's dates differ in price
 * (issue 30, item 3), and "3 مقاعد" when few remain.
 */
export function dayNote(day: DayAvailability): CalendarNote | undefined {
  const few = fewLeft(day);
  const price = priceOf(day);
  if (price === null) return few === null ? undefined : seatsText(few);
  // Red when seats are few (as without a price), muted for a price alone.
  return { text: few === null ? formatNumber(price) : `${formatNumber(price)}\n${seatsText(few)}`, calm: few === null };
}

/** The picked date's error once its month is known and it is not bookable. */
export function unavailableDateError(date: IsoDate | '', day: (date: IsoDate) => DayAvailability): string | undefined {
  if (!date) return undefined;
  const d = day(date);
  return d.known && !d.available ? UNAVAILABLE_DATE : undefined;
}

/** Read out with the field: the seats left on the picked date, or the first date still open. */
export function dateDescription(date: IsoDate | '', availability: TripAvailabilityState): string | undefined {
  if (date) {
    const day = availability.day(date);
    const few = fewLeft(day);
    const price = priceOf(day);
    const parts = [
      price === null ? null : `السعر الأساسي في هذا التاريخ ${formatRiyal(price)}`,
      few === null ? null : `${seatsLeftText(few)} في هذا التاريخ`,
    ].filter(Boolean);
    return parts.length ? parts.join('، ') : undefined;
  }
  return availability.firstDate ? `أقرب موعد متاح ${formatLongDate(availability.firstDate)}` : undefined;
}

/** Nothing left for this many travellers, or the dates could not be loaded. */
export function AvailabilityNotice({
  availability,
  travellers,
  tripLink,
}: {
  availability: TripAvailabilityState;
  travellers: number;
  tripLink?: string;
}) {
  if (availability.failed) {
    return (
      <Alert tone="error">
        <span className={row}>
          تعذّر تحميل المواعيد المتاحة.
          <NativeButton onClick={availability.retry} variant="secondary">
            إعادة المحاولة
          </NativeButton>
        </span>
      </Alert>
    );
  }
  if (!availability.noneLeft) return null;
  return (
    <Alert tone="error">
      <span className={row}>
        لا توجد مواعيد متاحة تكفي {formatNumber(travellers)} مسافرين حاليًا.
        {tripLink && (
          <PageLink href={tripLink} variant="outline">
            غيّر عدد المسافرين
          </PageLink>
        )}
      </span>
    </Alert>
  );
}

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });

/**
 * The trip page's line under the travellers: the first date they can all still book, with the seats
 * left when few; nothing left; or the dates could not be loaded. Two lines are kept for it, so the
 * page does not move when the answer comes.
 */
export function FirstDateLine({ availability, travellers }: { availability: TripAvailabilityState; travellers: number }) {
  const { firstDate, noneLeft, failed } = availability;
  const first = firstDate ? availability.day(firstDate) : null;
  const few = first ? fewLeft(first) : null;
  return (
    <p className={line} aria-live="polite">
      {failed ? (
        <>
          تعذّر تحميل المواعيد المتاحة.{' '}
          <NativeButton
            onClick={availability.retry}
            variant="secondary"
            className={css({ minHeight: '32px', paddingBlock: '1' })}
          >
            إعادة المحاولة
          </NativeButton>
        </>
      ) : noneLeft ? (
        <span className={css({ color: 'danger', fontWeight: '600' })}>
          لا توجد مواعيد متاحة تكفي {formatNumber(travellers)} مسافرين حاليًا.
        </span>
      ) : firstDate ? (
        <>
          <span>أقرب موعد متاح: </span>
          <span className={css({ fontWeight: '700' })}>{formatLongDate(firstDate)}</span>
          {first && priceOf(first) !== null && <span> · بسعر أساسي {formatRiyal(priceOf(first)!)}</span>}
          {few !== null && <span className={css({ color: 'danger', fontWeight: '700' })}> · {seatsLeftText(few)}</span>}
        </>
      ) : (
        <span className={css({ color: 'fg.muted' })}>جارٍ التحقق من المواعيد المتاحة…</span>
      )}
    </p>
  );
}

const line = css({ minHeight: '3.2em', fontSize: 'sm', lineHeight: '1.6' });
