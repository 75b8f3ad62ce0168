import { useId, useMemo } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { IsoDateField } from '../../components/iso-date-field.tsx';
import { css } from '@rihla/styled-system/css';
import {
  formatLongDate,
  formatRiyal,
  RECURRING_MAX,
  seatsLeftText,
  WEEKDAY_NAMES,
  type AdminTrip,
  type RecurringDepartures,
} from '@rihla/contract';
import {
  recurringDeparturesMachine,
  selectRecurringBusy,
  selectRecurringErrors,
  selectRecurringMessage,
  selectRecurringValues,
  type RecurringResult,
} from '@rihla/machines/recurring-departures/recurring-departures.machine';
import {
  DEPARTURE_ERROR,
  selectDeparture,
  selectFieldErrors,
  selectIsBusy,
} from '@rihla/machines/trip-editor/trip-editor.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Checkbox } from '@rihla/ui/checkbox/checkbox';
import { errorStyle, Label } from '@rihla/ui/field/field';
import { TextField } from '@rihla/ui/text-field/text-field';
import { setData } from '../../api/use-remote.ts';
import { inspector } from '../../lib/inspector.ts';
import { addRecurringDepartures, adminTripQuery } from '../admin-api.ts';
import { table } from '../layout/admin-table.ts';
import { panel, TableScroll } from '../layout/admin-page.tsx';
import type { TripEditorActor } from './use-trip-editor.ts';

/** A trip's departures: every staff member reads them; an admin adds one or removes one not yet booked. */
export function DeparturesSection({ trip, actor, isAdmin }: { trip: AdminTrip; actor: TripEditorActor; isAdmin: boolean }) {
  const busy = useSelector(actor, selectIsBusy);
  return (
    <section aria-labelledby="departures-title" className={panel}>
      <h2 id="departures-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
        المغادرات
      </h2>
      {trip.departures.length === 0 ? (
        <p>
          {trip.daily_capacity === null
            ? 'تواريخ مفتوحة بلا حد للمقاعد.'
            : `تواريخ مفتوحة، ${seatsLeftText(trip.daily_capacity)} في اليوم.`}
        </p>
      ) : (
        <TableScroll label="جدول المغادرات">
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">التاريخ</th>
                <th scope="col">المقاعد</th>
                <th scope="col">السعر</th>
                {isAdmin && <th scope="col">إزالة</th>}
              </tr>
            </thead>
            <tbody>
              {trip.departures.map((d) => (
                <tr key={d.id}>
                  <td>{formatLongDate(d.date)}</td>
                  <td>
                    {seatsLeftText(d.seats - d.seats_taken)} من {d.seats}
                  </td>
                  <td>{d.price === null ? 'سعر الرحلة' : formatRiyal(d.price)}</td>
                  {isAdmin && (
                    <td>
                      <Button
                        variant="secondary"
                        isDisabled={busy || d.seats_taken > 0}
                        aria-label={`إزالة مغادرة ${formatLongDate(d.date)}`}
                        onPress={() => actor.send({ type: 'departure.remove', date: d.date })}
                      >
                        إزالة
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {isAdmin && <AddDepartureForm actor={actor} busy={busy} />}
      {isAdmin && <RecurringDeparturesForm tripId={trip.id} />}
    </section>
  );
}

function AddDepartureForm({ actor, busy }: { actor: TripEditorActor; busy: boolean }) {
  const departure = useSelector(actor, selectDeparture);
  // The server's refusal of this departure, at the field it is about (issue 31, item 12).
  const errors = useSelector(actor, selectFieldErrors);
  const errorOf = (field: string) => errors[`${DEPARTURE_ERROR}${field}`]?.join(' ');
  return (
    <form
      noValidate
      aria-label="إضافة مغادرة"
      className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'departure.add' });
      }}
    >
      <IsoDateField
        label="تاريخ المغادرة"
        value={departure.date}
        onChange={(date) => actor.send({ type: 'departure.change', values: { date } })}
        isInvalid={Boolean(errorOf('date'))}
        errorMessage={errorOf('date')}
      />
      <TextField
        label="عدد المقاعد"
        inputMode="numeric"
        inputDir="ltr"
        value={departure.seats}
        onChange={(seats) => actor.send({ type: 'departure.change', values: { seats } })}
        isInvalid={Boolean(errorOf('seats'))}
        errorMessage={errorOf('seats')}
      />
      <TextField
        label="سعر المغادرة (اختياري)"
        description="يحل محل سعر الرحلة الأساسي في هذا التاريخ"
        inputMode="decimal"
        inputDir="ltr"
        value={departure.price ?? ''}
        onChange={(price) => actor.send({ type: 'departure.change', values: { price } })}
        isInvalid={Boolean(errorOf('price'))}
        errorMessage={errorOf('price')}
      />
      <Button type="submit" variant="secondary" isDisabled={busy}>
        إضافة مغادرة
      </Button>
    </form>
  );
}

/** Saturday first, as a week is read here; each day's number is Date.getUTCDay()'s. */
const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;

/**
 * "Every Friday (and any other days) until a date" in one request (issue 31, item 15): the days, the
 * last date, seats and price; the answer says how many were added and skipped. The recurring-departures
 * machine checks the contract's rule first; its answer sets the page's trip.
 */
function RecurringDeparturesForm({ tripId }: { tripId: number }) {
  const logic = useMemo(
    () =>
      recurringDeparturesMachine.provide({
        actors: {
          send: fromPromise<RecurringResult, { tripId: number; body: RecurringDepartures }>(({ input }) =>
            addRecurringDepartures(input.tripId, input.body),
          ),
        },
        actions: { stored: (_, { trip }) => setData(adminTripQuery(trip.id), trip) },
      }),
    [],
  );
  const actor = useActorRef(logic, { input: { tripId }, inspect: inspector() });
  const values = useSelector(actor, selectRecurringValues);
  const errors = useSelector(actor, selectRecurringErrors);
  const message = useSelector(actor, selectRecurringMessage);
  const busy = useSelector(actor, selectRecurringBusy);
  const daysError = useId();
  const change = (v: Partial<{ until: string; seats: string; price: string }>) =>
    actor.send({ type: 'recurring.change', values: v });
  return (
    <form
      noValidate
      aria-labelledby="recurring-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        paddingBlockStart: '4',
        borderBlockStart: '1px solid',
        borderColor: 'border',
      })}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'recurring.submit' });
      }}
    >
      <h3 id="recurring-title" className={css({ fontWeight: '700' })}>
        مغادرات متكررة
      </h3>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        مغادرة في كل يوم تختاره من أيام الأسبوع، من الغد حتى التاريخ الذي تحدده، بحد أقصى {RECURRING_MAX} مغادرات في المرة
        الواحدة. تُتخطّى التواريخ التي لها مغادرة من قبل، والتواريخ الأقرب من مهلة الحجز.
      </p>
      <CheckboxGroup
        value={values.weekdays.map(String)}
        onChange={(days) => {
          const next = new Set(days.map(Number));
          for (const day of WEEK)
            if (next.has(day) !== values.weekdays.includes(day))
              actor.send({ type: 'recurring.toggleDay', day, on: next.has(day) });
        }}
        isInvalid={Boolean(errors.weekdays)}
        aria-describedby={errors.weekdays ? daysError : undefined}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
      >
        <Label>أيام الانطلاق</Label>
        <div className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '4' })}>
          {WEEK.map((day) => (
            <Checkbox key={day} value={String(day)}>
              {WEEKDAY_NAMES[day]}
            </Checkbox>
          ))}
        </div>
        {errors.weekdays && (
          <span id={daysError} className={errorStyle}>
            {errors.weekdays}
          </span>
        )}
      </CheckboxGroup>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
        <IsoDateField
          label="حتى تاريخ"
          value={values.until}
          onChange={(until) => change({ until })}
          isInvalid={Boolean(errors.until)}
          errorMessage={errors.until}
        />
        <TextField
          label="المقاعد في كل مغادرة"
          inputMode="numeric"
          inputDir="ltr"
          value={values.seats}
          onChange={(seats) => change({ seats })}
          isInvalid={Boolean(errors.seats)}
          errorMessage={errors.seats}
        />
        <TextField
          label="سعر كل مغادرة (اختياري)"
          description="يحل محل سعر الرحلة الأساسي في هذه التواريخ"
          inputMode="decimal"
          inputDir="ltr"
          value={values.price}
          onChange={(price) => change({ price })}
          isInvalid={Boolean(errors.price)}
          errorMessage={errors.price}
        />
        <Button type="submit" variant="secondary" isPending={busy}>
          إنشاء المغادرات
        </Button>
      </div>
      <div aria-live="polite">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>
    </form>
  );
}
