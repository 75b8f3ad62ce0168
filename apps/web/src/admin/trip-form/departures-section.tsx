import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import { formatLongDate, formatRiyal, seatsLeftText, type AdminTrip } from '@rihla/contract';
import {
  DEPARTURE_ERROR,
  selectDeparture,
  selectFieldErrors,
  selectIsBusy,
} from '@rihla/machines/trip-editor/trip-editor.machine';
import { Button } from '@rihla/ui/button/button';
import { TextField } from '@rihla/ui/text-field/text-field';
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
      <TextField
        label="تاريخ المغادرة"
        type="date"
        inputDir="ltr"
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
