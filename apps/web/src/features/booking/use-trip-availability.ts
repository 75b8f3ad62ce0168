import { useCallback, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { addDays, todayIso, type IsoDate } from '@rihla/contract';
import {
  dayIn,
  selectFailed,
  selectFirstDate,
  selectIsLoading,
  selectNoneLeft,
  tripAvailabilityMachine,
} from '@rihla/machines/trip-availability/trip-availability.machine';
import { getAvailability } from '../../api/get-availability.ts';
import { inspector } from '../../lib/inspector.ts';

/**
 * The trip-availability machine for one trip and a number of travellers, wired to the API
 * (docs/product.md, "Seats and cancellation"). Seats change with every booking, so this is asked by
 * the browser only: a server-rendered page shows the "checking" line until it has hydrated.
 */
export function useTripAvailability(tripId: number, travellers: number) {
  const machine = useMemo(
    () =>
      tripAvailabilityMachine.provide({
        actors: {
          loadMonth: fromPromise(({ input, signal }) => getAvailability(input.tripId, input.month, input.travellers, signal)),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, {
    input: { tripId, travellers, month: addDays(todayIso(), 1).slice(0, 7) },
    inspect: inspector(),
  });
  useEffect(() => {
    actor.send({ type: 'availability.setTravellers', count: travellers });
  }, [actor, travellers]);

  // Every known month, so a day's answer re-renders the calendar when its month arrives.
  const months = useSelector(actor, (s) => s.context.months);
  const day = useCallback((date: IsoDate) => dayIn(months, date), [months]);
  const showMonth = useCallback((month: string) => actor.send({ type: 'availability.showMonth', month }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'availability.retry' }), [actor]);
  const refresh = useCallback(() => actor.send({ type: 'availability.refresh' }), [actor]);
  return {
    actor,
    day,
    showMonth,
    firstDate: useSelector(actor, selectFirstDate),
    isLoading: useSelector(actor, selectIsLoading),
    failed: useSelector(actor, selectFailed),
    noneLeft: useSelector(actor, selectNoneLeft),
    retry,
    refresh,
  };
}

export type TripAvailabilityState = ReturnType<typeof useTripAvailability>;
