import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { type Booking, type BookingDraft, bookText, NOT_FOUND_TEXT, type TripDetail } from '@rihla/contract';
import { tripQuery } from '../../api/get-trip.ts';
import { useRemote } from '../../api/use-remote.ts';
import { Page, PageLoading } from '../../components/page.tsx';
import { useSessionSettled } from '../../lib/session.ts';
import { AccountStep } from '../../features/booking/account-step.tsx';
import { readDraft } from '../../lib/booking-draft.ts';
import { BookingInfoStep } from '../../features/booking/booking-info-step.tsx';
import { BookingSummary } from '../../features/booking/booking-summary.tsx';
import { ConfirmationStep } from '../../features/booking/confirmation-step.tsx';
import { useBookingWizard } from '../../features/booking/use-booking-wizard.ts';
import { WizardSteps } from '../../features/booking/wizard-steps.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import NotFoundScreen from '../not-found/not-found-screen.tsx';

function positiveInt(raw: string | null | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The booking wizard at /trip/{id}/{slug}/book (docs/product.md ("Screens and routes", "States")). It waits for the trip
 * and for the session check, then hands both to the wizard machine: a signed-in customer starts on
 * step 2, a `booking_id` in the query string (a refresh after booking) on step 3.
 */
export default function BookingScreen() {
  const tripId = positiveInt(useParams<{ id: string }>().id);
  const bookingId = positiveInt(new URLSearchParams(useSearch()).get('booking_id'));
  const settled = useSessionSettled();
  const read = useRemote(tripId ? tripQuery(tripId) : null);
  // An address without a trip id is a trip that cannot be loaded.
  const remote = tripId ? read : { ...read, failed: true };
  const trip = remote.data;
  const text = bookText({ title: trip?.title ?? 'رحلة' });
  useDocumentMeta(remote.failed ? { ...text, title: NOT_FOUND_TEXT.title } : text);
  const draft = useMemo(() => (trip ? readDraft(trip) : null), [trip]);

  // The trip could not be loaded: the site's not-found view (docs/product.md, "Screens and routes", booking wizard).
  if (remote.failed) return <NotFoundScreen />;
  if (!trip || !draft || !settled) return <PageLoading label="جارٍ تحميل الرحلة" />;
  return <Wizard trip={trip} draft={draft} bookingId={bookingId} />;
}

function Wizard({ trip, draft, bookingId }: { trip: TripDetail; draft: BookingDraft; bookingId: number | null }) {
  const wizard = useBookingWizard(trip, draft, bookingId);
  const { step } = wizard;
  // Step 3 reads the booking back: the summary then shows what was booked, not the draft, and a
  // number that is not this customer's booking of this trip is the not-found view.
  const [booked, setBooked] = useState<Booking | null>(null);
  const [missing, setMissing] = useState(false);
  const onMissing = useCallback(() => setMissing(true), []);

  // The new step's heading takes focus when the wizard moves on, so keyboard and screen-reader
  // users land on it instead of at the top of the page.
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current !== step) document.getElementById('step-title')?.focus();
    previous.current = step;
  }, [step]);

  if (missing) return <NotFoundScreen />;
  const summaryDraft: BookingDraft = booked
    ? { adults_count: booked.adults_count, children_count: booked.children_count, total_price: booked.total_price }
    : draft;
  return (
    <Page className={page}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', gridColumn: '1 / -1' })}>حجز الرحلة</h1>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: '0' })}>
        <WizardSteps current={step} />
        {step === 1 && <AccountStep wizard={wizard} />}
        {step === 2 && <BookingInfoStep wizard={wizard} tripLink={trip.link} />}
        {step === 3 && wizard.context.bookingId && (
          <ConfirmationStep bookingId={wizard.context.bookingId} tripId={trip.id} onBooking={setBooked} onMissing={onMissing} />
        )}
      </div>
      <BookingSummary trip={trip} draft={summaryDraft} />
    </Page>
  );
}

const page = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 360px' },
  alignItems: 'start',
});
