import { useCallback, useEffect, useMemo, type FormEvent } from 'react';
import { parseDate } from '@internationalized/date';
import { addDays, nationalityOptions } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Checkbox } from '@rihla/ui/checkbox/checkbox';
import { DatePicker } from '@rihla/ui/date-picker/date-picker';
import { roomyDateSegments } from '../../components/date-segments.ts';
import { Link } from '@rihla/ui/link/link';
import { useTouched } from '../../lib/use-touched.ts';
import { useRevealed } from '../../lib/use-revealed.ts';
import { headingStyle, stepStyle } from './step-style.ts';
import { TravellerFields, travellerParts } from './traveller-fields.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { savedTravellersQuery } from '../../api/saved-travellers.ts';
import { useRemote } from '../../api/use-remote.ts';
import { useDetectedCountry } from '../../lib/use-detected-country.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import type { SavedTraveller } from '@rihla/contract';
import type { Traveller, TravellerErrors } from '@rihla/machines/booking-wizard/booking-wizard.machine';
import { useTripAvailability } from './use-trip-availability.ts';
import { AvailabilityNotice, dateDescription, dayNote, isDayUnavailable, unavailableDateError } from './trip-dates.tsx';

const NONE_SAVED: readonly SavedTraveller[] = [];
const NO_ERRORS: TravellerErrors = {};

/**
 * Step 2: the trip date and every traveller (issue 31): each one's name as in the passport, birth
 * date and gender, and for the adults their passport entry. The calendar offers only the dates with
 * seats for all the travellers (tomorrow to the offer's expiry, or the trip's departures), with the
 * seats left under a day when few remain. A saved traveller fills a traveller's fields; the consent
 * box keeps them on the account. "التالي" leads to the review step, which makes the booking.
 */
export function BookingInfoStep({ wizard, tripLink }: { wizard: BookingWizard; tripLink: string }) {
  // The customer's own country (their phone's, then the detected one) heads the nationality list.
  const user = useSessionUser();
  const detected = useDetectedCountry();
  const own = [user?.country_code, detected].filter(Boolean).join(',');
  // Sorted once for the step, not once per traveller.
  const nationalities = useMemo(() => nationalityOptions(own.split(',')), [own]);
  const { actor, context, detailsErrors, error, canReview } = wizard;
  const saved = useRemote(user ? savedTravellersQuery() : null).data ?? NONE_SAVED;
  const { touch, shown } = useTouched<'from_date'>();
  const availability = useTripAvailability(context.trip.id, Math.max(context.adults + context.children, 1));
  const { showMonth, day, refresh } = availability;
  // A date typed into the segments, in a month the calendar never showed: ask what it offers.
  const typedMonthUnknown = context.fromDate !== '' && !day(context.fromDate).known;
  useEffect(() => {
    if (typedMonthUnknown) showMonth(context.fromDate.slice(0, 7));
  }, [typedMonthUnknown, context.fromDate, showMonth]);
  // A refused booking (the seats went to someone else meanwhile): what the calendar knows is stale.
  useEffect(() => {
    if (error) refresh();
  }, [error, refresh]);
  // One function for every traveller, so that an edit draws only the traveller edited (TravellerFields).
  const editTraveller = useCallback(
    (index: number, values: Partial<Traveller>) => actor.send({ type: 'wizard.editTraveller', index, values }),
    [actor],
  );
  // The date, then each traveller in its parts, then the rest: one part per task (lib/use-revealed.ts).
  const parts = context.travellers.map(travellerParts);
  const allParts = parts.reduce((a, b) => a + b, 2);
  const revealed = useRevealed(allParts);
  const drawn = partsDrawn(parts, revealed - 1);
  const dateUnavailable = unavailableDateError(context.fromDate, day);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (dateUnavailable) return touch('from_date');
    actor.send({ type: 'wizard.next' });
  };

  if (context.adults === 0) {
    return (
      <section aria-labelledby="step-title" className={stepStyle}>
        <h2 id="step-title" tabIndex={-1} className={headingStyle}>
          بيانات الحجز
        </h2>
        <Alert tone="error">اختر مسافرًا بالغًا واحدًا على الأقل في صفحة الرحلة.</Alert>
        <Link href={tripLink} variant="outline">
          العودة إلى صفحة الرحلة
        </Link>
      </section>
    );
  }

  const dateError = shown(
    { from_date: context.fromDate ? (detailsErrors.from_date ?? dateUnavailable) : undefined },
    'from_date',
  );
  return (
    <section aria-labelledby="step-title" className={stepStyle}>
      <h2 id="step-title" tabIndex={-1} className={headingStyle}>
        بيانات الحجز
      </h2>
      <form onSubmit={onSubmit} noValidate aria-label="بيانات الحجز" className={stepStyle}>
        {error && <Alert tone="error">{error}</Alert>}
        <AvailabilityNotice availability={availability} travellers={context.adults + context.children} tripLink={tripLink} />
        <DatePicker
          className={roomyDateSegments}
          label="تاريخ الرحلة"
          isRequired
          validationBehavior="aria"
          minValue={parseDate(addDays(context.today, 1))}
          maxValue={context.trip.expiry_date ? parseDate(context.trip.expiry_date) : undefined}
          value={context.fromDate ? parseDate(context.fromDate) : null}
          placeholderValue={availability.firstDate ? parseDate(availability.firstDate) : undefined}
          isDateUnavailable={(date) => isDayUnavailable(day(date.toString()))}
          dayNote={(date) => dayNote(day(date.toString()))}
          onVisibleMonthChange={showMonth}
          description={dateDescription(context.fromDate, availability)}
          onChange={(date) => actor.send({ type: 'wizard.setDate', date: date ? date.toString() : '' })}
          onBlur={() => touch('from_date')}
          isInvalid={Boolean(dateError)}
          errorMessage={dateError}
        />
        {context.travellers.map(
          (traveller, i) =>
            drawn[i]! > 0 && (
              <TravellerFields
                withPassport={drawn[i] === parts[i]}
                nationalities={nationalities}
                // Entries are positional (the adults, then the children) and never reordered.
                key={i}
                index={i}
                traveller={traveller}
                errors={detailsErrors.travellers[i] ?? NO_ERRORS}
                today={context.today}
                saved={saved}
                lostFiles={context.lostFiles}
                onEdit={editTraveller}
              />
            ),
        )}
        {revealed === allParts && (
          <>
            <Checkbox
              isSelected={context.saveTravellers}
              onChange={(save) => actor.send({ type: 'wizard.setSaveTravellers', save })}
            >
              احفظ بيانات المسافرين لحجوزاتي القادمة
            </Checkbox>
            <Button type="submit" isDisabled={!canReview || Boolean(dateUnavailable)}>
              التالي
            </Button>
          </>
        )}
      </form>
    </section>
  );
}

/** How many parts of each traveller are drawn once `revealed` parts of them in all are. */
function partsDrawn(parts: readonly number[], revealed: number): number[] {
  let left = revealed;
  return parts.map((n) => {
    const drawn = Math.max(0, Math.min(n, left));
    left -= n;
    return drawn;
  });
}
