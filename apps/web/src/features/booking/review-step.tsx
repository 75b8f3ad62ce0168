import { useState, type FormEvent } from 'react';
import { css } from '@rihla/styled-system/css';
import {
  cancellableUntil,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatRiyal,
  GENDER_LABELS,
  nationalityName,
  priceBreakdown,
  travellerName,
  travellersText,
  tripEndDate,
  validationMessages,
  type IsoDate,
  type SiteInfo,
  type TripDetail,
} from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Checkbox } from '@rihla/ui/checkbox/checkbox';
import { labelValueRows } from '../../components/label-value-rows.ts';
import { travellerHeading } from '../../components/traveller-rows.tsx';
import { headingStyle, stepStyle } from './step-style.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/**
 * Step 3 (issue 31, item 2): what is about to be booked, before anything is: the trip and its dates,
 * every traveller, the price breakdown, until when it can be cancelled and what a cancellation gives
 * back, and the booking terms with a required "أوافق على الشروط". "تأكيد الحجز" makes the booking
 * (and, with online payment, leads to the payment step); "تعديل البيانات" goes back to step 2.
 */
export function ReviewStep({ wizard, trip, info }: { wizard: BookingWizard; trip: TripDetail; info: SiteInfo | undefined }) {
  const { actor, context, error, isBusy, canSubmit } = wizard;
  const [tried, setTried] = useState(false);
  const fromDate = context.fromDate as IsoDate;
  const price = priceBreakdown(trip, context.adults, context.children);
  const cutoffHours = info?.cancel_cutoff_hours ?? 96;
  const deadline = cancellableUntil(fromDate, cutoffHours);
  const termsError = tried && !context.termsAccepted ? validationMessages.termsAccepted : undefined;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!context.termsAccepted) return document.getElementById('terms-box')?.querySelector('input')?.focus();
    actor.send({ type: 'wizard.submit' });
  };
  return (
    <section aria-labelledby="step-title" className={stepStyle}>
      <h2 id="step-title" tabIndex={-1} className={headingStyle}>
        مراجعة الحجز
      </h2>
      <p className={css({ color: 'fg.muted' })}>راجع البيانات قبل تأكيد الحجز؛ لن يُنشأ الحجز قبل أن تضغط «تأكيد الحجز».</p>
      {error && <Alert tone="error">{error}</Alert>}
      <form onSubmit={onSubmit} noValidate aria-label="مراجعة الحجز" className={stepStyle}>
        <section aria-labelledby="review-trip" className={panel}>
          <h3 id="review-trip" className={h3}>
            الرحلة
          </h3>
          <dl className={labelValueRows}>
            <div>
              <dt>الرحلة</dt>
              <dd>{trip.title}</dd>
            </div>
            <div>
              <dt>التاريخ</dt>
              <dd>
                من {formatLongDate(fromDate)} إلى {formatLongDate(tripEndDate(fromDate, trip.duration))}
              </dd>
            </div>
            <div>
              <dt>المسافرون</dt>
              <dd>{travellersText(context.adults, context.children)}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="review-travellers" className={panel}>
          <h3 id="review-travellers" className={h3}>
            المسافرون
          </h3>
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}>
            {context.travellers.map((t, i) => (
              <li key={i} className={css({ layerStyle: 'note' })}>
                <p className={css({ fontWeight: '700', marginBlockEnd: '1' })}>
                  {travellerHeading({ traveller: i, kind: t.kind })}
                </p>
                <dl className={labelValueRows}>
                  <div>
                    <dt>الاسم كما في الجواز</dt>
                    <dd>
                      <bdi dir="ltr">{travellerName(t).toUpperCase()}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>تاريخ الميلاد</dt>
                    <dd>{t.birth_date ? formatLongDate(t.birth_date) : ''}</dd>
                  </div>
                  <div>
                    <dt>الجنس</dt>
                    <dd>{t.gender ? GENDER_LABELS[t.gender] : ''}</dd>
                  </div>
                  {t.kind === 'adult' && (
                    <>
                      <div>
                        <dt>الجنسية</dt>
                        <dd>{nationalityName(t.nationality)}</dd>
                      </div>
                      <div>
                        <dt>رقم الجواز</dt>
                        <dd>
                          <bdi dir="ltr">{t.passport.trim().toUpperCase()}</bdi>
                        </dd>
                      </div>
                      <div>
                        <dt>انتهاء الجواز</dt>
                        <dd>{t.passport_expiry ? formatLongDate(t.passport_expiry) : ''}</dd>
                      </div>
                      <div>
                        <dt>المرفقات</dt>
                        <dd>
                          <bdi dir="ltr">{[t.passport_image?.name, t.visa_image?.name].filter(Boolean).join('، ')}</bdi>
                        </dd>
                      </div>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="review-price" className={panel}>
          <h3 id="review-price" className={h3}>
            تفاصيل السعر
          </h3>
          <dl className={labelValueRows}>
            <div>
              <dt>سعر الرحلة ({travellersText(trip.default_adults, trip.default_childs)})</dt>
              <dd>{formatRiyal(price.base)}</dd>
            </div>
            {price.extraAdults > 0 && (
              <div>
                <dt>بالغون إضافيون ({formatNumber(price.extraAdults)})</dt>
                <dd>{formatRiyal(price.extraAdultsCost)}</dd>
              </div>
            )}
            {price.extraChildren > 0 && (
              <div>
                <dt>أطفال إضافيون ({formatNumber(price.extraChildren)})</dt>
                <dd>{formatRiyal(price.extraChildrenCost)}</dd>
              </div>
            )}
            <div
              className={css({ borderBlockStart: '1px solid', borderColor: 'border', paddingBlockStart: '2', fontSize: 'lg' })}
            >
              <dt className={css({ fontWeight: '700' })}>الإجمالي</dt>
              <dd className={css({ fontWeight: '700' })}>{formatRiyal(price.total)}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="review-cancel" className={panel}>
          <h3 id="review-cancel" className={h3}>
            الإلغاء واسترداد المبلغ
          </h3>
          <p>
            يمكنك إلغاء الحجز من حسابك حتى <strong>{formatDateTime(deadline)}</strong> (بتوقيت الرياض).
          </p>
          {info?.cancellation_policy && <p>{info.cancellation_policy}</p>}
        </section>

        <section aria-labelledby="review-terms" className={panel}>
          <h3 id="review-terms" className={h3}>
            شروط الحجز
          </h3>
          <ul className={css({ listStyle: 'disc', paddingInlineStart: '5', display: 'flex', flexDirection: 'column', gap: '1' })}>
            {(info?.booking_terms ?? []).map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <div id="terms-box">
            <Checkbox
              isRequired
              isSelected={context.termsAccepted}
              onChange={(accepted) => actor.send({ type: 'wizard.setTermsAccepted', accepted })}
              isInvalid={Boolean(termsError)}
              errorMessage={termsError}
            >
              أوافق على الشروط
            </Checkbox>
          </div>
        </section>

        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button type="submit" isDisabled={!canSubmit && !isBusy && context.termsAccepted} isPending={isBusy}>
            تأكيد الحجز
          </Button>
          <Button variant="secondary" isDisabled={isBusy} onPress={() => actor.send({ type: 'wizard.back' })}>
            تعديل البيانات
          </Button>
        </div>
      </form>
    </section>
  );
}

const panel = css({ display: 'flex', flexDirection: 'column', gap: '3', layerStyle: 'outlinedCard', padding: '4' });
const h3 = css({ fontWeight: '700', fontSize: 'lg' });
