import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import {
  type Booking,
  type BookingDraft,
  bookText,
  NOT_FOUND_TEXT,
  PAGES,
  type SiteInfo,
  type TripDetail,
} from '@rihla/contract';
import { linkRecipe } from '@rihla/ui/link/link-recipe.ts';
import { siteInfoQuery } from '../../api/get-site-info.ts';
import { tripQuery } from '../../api/get-trip.ts';
import { useRemote } from '../../api/use-remote.ts';
import { Page, PageLoading } from '../../components/page.tsx';
import { useHydrated } from '@rihla/ui/utils/use-hydrated';
import { useSessionSettled } from '../../lib/session.ts';
import { readDraft } from '../../lib/booking-draft.ts';
import { BookingInfoStep } from '../../features/booking/booking-info-step.tsx';
import { BookingSummary } from '../../features/booking/booking-summary.tsx';
import { loadAccountStep, useBookingWizard } from '../../features/booking/use-booking-wizard.ts';
import { WizardSteps, type WizardStep } from '../../features/booking/wizard-steps.tsx';
import type { BookedStage } from './booked-step.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { pathId } from '../../lib/path-id.ts';
import NotFoundScreen from '../not-found/not-found-screen.tsx';

// The steps a signed-in customer does not open first are loaded on first use (issue 28): the account
// step (the phone field and its country list), the review, and the booked booking's payment and
// confirmation. A signed-in customer lands on the details, whose code comes with the screen.
const AccountStep = lazy(() => loadAccountStep().then((m) => ({ default: m.AccountStep })));
const loadReviewStep = () => import('../../features/booking/review-step.tsx');
const ReviewStep = lazy(() => loadReviewStep().then((m) => ({ default: m.ReviewStep })));
const BookedStep = lazy(() => import('./booked-step.tsx').then((m) => ({ default: m.BookedStep })));

/**
 * The booking wizard at /trip/{id}/{slug}/book (docs/product.md ("Screens and routes", "States")). It waits for the trip
 * and for the session check, then hands both to the wizard machine: a signed-in customer starts on
 * step 2, a `booking_id` in the query string (a refresh after booking, or the payment gateway's
 * redirect) on the booked booking's step. When the site takes payment online (issue 26) that is the
 * payment step while the booking awaits its payment, and the confirmation (step 4) once it is paid.
 *
 * The server renders the page (issue 28) with what is the same for every visitor: the heading and
 * the trip's summary, the travellers and prices left blank (they are the visitor's own, kept in the
 * tab), and a loading line where the steps go. The browser fills in the rest once hydrated.
 */
export default function BookingScreen() {
  const tripId = pathId(useParams<{ id: string }>().id);
  const bookingId = pathId(new URLSearchParams(useSearch()).get('booking_id'));
  const settled = useSessionSettled();
  const read = useRemote(tripId ? tripQuery(tripId) : null);
  // An address without a trip id is a trip that cannot be loaded.
  const remote = tripId ? read : { ...read, failed: true };
  const trip = remote.data;
  const text = bookText({ title: trip?.title ?? 'رحلة' });
  useDocumentMeta(remote.failed ? { ...text, title: NOT_FOUND_TEXT.title } : text);
  // The draft is in this tab's storage: none on the server, nor in the render that hydrates its page.
  const hydrated = useHydrated();
  const draft = useMemo(() => (trip && hydrated ? readDraft(trip) : null), [trip, hydrated]);
  // Whether there is a payment step: the steps are not drawn before the site info says so.
  const info = useRemote(siteInfoQuery());
  // The steps are drawn as a transition: React renders them in slices between which the page stays
  // responsive (the session's answer would otherwise render the whole form in one long task).
  const ready = useDeferredValue(!!trip && !!draft && settled && !info.isLoading);

  // The trip could not be loaded: the site's not-found view (docs/product.md, "Screens and routes", booking wizard).
  if (remote.failed) return <NotFoundScreen />;
  if (!trip) return <PageLoading label="جارٍ تحميل الرحلة" />;
  if (!draft || !ready)
    return (
      <WizardFrame trip={trip} draft={draft}>
        <div className={withScriptOnly}>
          <PageLoading label="جارٍ تحميل خطوات الحجز" />
        </div>
        {/* The steps are drawn by the browser: with JavaScript off, say so instead of loading forever. */}
        <noscript>
          <p role="alert" className={noScript}>
            يحتاج الحجز إلى تفعيل JavaScript في متصفحك: فعّله ثم أعد تحميل الصفحة، أو{' '}
            <a href={PAGES.contactUs.path} className={linkRecipe()}>
              تواصل معنا
            </a>{' '}
            لنحجز لك.
          </p>
        </noscript>
      </WizardFrame>
    );
  return <Wizard trip={trip} draft={draft} bookingId={bookingId} info={info.data} />;
}

/**
 * The page around the steps: its heading, the steps' column and the trip's summary (the draft's
 * rows blank while it is not known). On a phone the summary comes first, under the heading: it is
 * what the server renders, so the page's largest content is painted before any script has run and
 * nothing above it moves when the steps arrive. From 64em it is the side column, as before.
 */
function WizardFrame({ trip, draft, children }: { trip: TripDetail; draft: BookingDraft | null; children: ReactNode }) {
  return (
    <Page className={page}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', gridColumn: '1 / -1', order: '-2' })}>
        حجز الرحلة
      </h1>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: '0' })}>{children}</div>
      <BookingSummary trip={trip} draft={draft} className={css({ order: { base: '-1', lg: '0' } })} />
    </Page>
  );
}

interface WizardProps {
  trip: TripDetail;
  draft: BookingDraft;
  bookingId: number | null;
  info: SiteInfo | undefined;
}

type UrlStep = 'details' | 'review';

/** The step the address names: `?step=review`, else the details. */
const urlStepOf = (search: string): UrlStep => (new URLSearchParams(search).get('step') === 'review' ? 'review' : 'details');

/**
 * The wizard's step 2 and 3 in the address (issue 31, item 3): moving on to the review pushes
 * `?step=review`, so the browser's back returns to the details and forward to the review; a change
 * of the address moves the machine, a move of the machine changes the address. The step the address
 * cannot have (the details are not complete after a reload: the files) is replaced by the one shown.
 */
function useStepInAddress(wizard: ReturnType<typeof useBookingWizard>) {
  const [path, navigate] = useLocation();
  const urlStep = urlStepOf(useSearch());
  const machineStep: UrlStep | null = wizard.step === 2 ? 'details' : wizard.step === 3 ? 'review' : null;
  const last = useRef<{ machine: UrlStep | null; url: UrlStep } | null>(null);
  useEffect(() => {
    const prev = last.current;
    last.current = { machine: machineStep, url: urlStep };
    if (machineStep === null || machineStep === urlStep) return;
    const to = (step: UrlStep, replace: boolean) => navigate(step === 'review' ? `${path}?step=review` : path, { replace });
    if (prev && prev.url !== urlStep && prev.machine === machineStep) {
      // The address changed (back or forward): the machine follows when it can, else the address.
      wizard.actor.send({ type: urlStep === 'review' ? 'wizard.next' : 'wizard.back' });
      if (wizard.actor.getSnapshot().hasTag(urlStep === 'review' ? 'step3' : 'step2')) return;
      return to(machineStep, true);
    }
    // The machine moved (its buttons), or the page opened on a step it could not restore.
    to(machineStep, !prev || !(prev.machine === 'details' && machineStep === 'review'));
  }, [machineStep, urlStep, path, navigate, wizard.actor]);
  return urlStep;
}

function Wizard({ trip, draft, bookingId, info }: WizardProps) {
  const payments = info?.payments ?? null;
  const [initialUrlStep] = useState(() => urlStepOf(window.location.search));
  const wizard = useBookingWizard(trip, draft, bookingId, initialUrlStep);
  useStepInAddress(wizard);
  // The machine's fourth step is "booked"; with payment it is the payment step or, paid, step 5.
  const [stage, setStage] = useState<BookedStage>('payment');
  const step: WizardStep = wizard.step < 4 || !payments ? wizard.step : stage === 'payment' ? 4 : 5;
  // The booked step reads the booking back: the summary then shows what was booked, not the draft, and a
  // number that is not this customer's booking of this trip is the not-found view.
  const [booked, setBooked] = useState<Booking | null>(null);
  const [missing, setMissing] = useState(false);
  const onMissing = useCallback(() => setMissing(true), []);

  // The new step's heading takes focus when the wizard moves on, so keyboard and screen-reader
  // users land on it instead of at the top of the page.
  // The booked step's heading is drawn anew once the booking has been read (its loading view has
  // one too): if the focus was lost with the first, the second takes it.
  const previous = useRef(step);
  const lostWithStep = useRef(false);
  // On the details, the review's code is fetched ahead: "التالي" then shows it without a wait.
  useEffect(() => {
    if (step === 2) void loadReviewStep();
  }, [step]);
  useEffect(() => {
    if (previous.current !== step) {
      document.getElementById('step-title')?.focus();
      lostWithStep.current = true;
    } else if (lostWithStep.current && booked) {
      if (document.activeElement === document.body || !document.activeElement) document.getElementById('step-title')?.focus();
      lostWithStep.current = false;
    }
    previous.current = step;
  }, [step, booked]);

  if (missing) return <NotFoundScreen />;
  const summaryDraft: BookingDraft = booked
    ? { adults_count: booked.adults_count, children_count: booked.children_count, total_price: booked.total_price }
    : draft;
  return (
    <WizardFrame trip={trip} draft={summaryDraft}>
      <WizardSteps current={step} withPayment={payments !== null} />
      {step === 2 ? (
        <BookingInfoStep wizard={wizard} tripLink={trip.link} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          {/* A step whose code was still coming had no heading to focus when the wizard moved on. */}
          <FocusLostStepTitle key={step} lost={lostWithStep} />
          {step === 1 && <AccountStep wizard={wizard} />}
          {step === 3 && <ReviewStep wizard={wizard} trip={trip} info={info} />}
          {wizard.step === 4 && wizard.context.bookingId && (
            <BookedStep
              bookingId={wizard.context.bookingId}
              tripId={trip.id}
              tripLink={trip.link}
              payments={payments}
              onBooking={setBooked}
              onMissing={onMissing}
              onStage={setStage}
            />
          )}
        </Suspense>
      )}
    </WizardFrame>
  );
}

/**
 * Once a lazily loaded step is drawn: its heading takes the focus if the wizard moved on (`lost`)
 * while the step's code was coming and the focus went with the step before.
 */
function FocusLostStepTitle({ lost }: { lost: { current: boolean } }) {
  useEffect(() => {
    if (lost.current && (document.activeElement === document.body || !document.activeElement))
      document.getElementById('step-title')?.focus();
  }, [lost]);
  return null;
}

const page = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 360px' },
  alignItems: 'start',
});

// `scripting: none` is a browser with JavaScript off, where the loading line would never end.
const withScriptOnly = css({ '@media (scripting: none)': { display: 'none' } });

const noScript = css({ paddingBlock: '10', textAlign: 'center', lineHeight: '1.8' });
