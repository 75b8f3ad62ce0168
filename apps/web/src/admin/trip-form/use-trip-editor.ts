import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '@xstate/react';
import type { AdminTrip, AdminTripPatch } from '@rihla/contract';
import { tripEditorMachine, type TripAction } from '@rihla/machines/trip-editor/trip-editor.machine';
import { setData } from '../../api/use-remote.ts';
import { inspector } from '../../lib/inspector.ts';
import {
  addDeparture,
  adminTripQuery,
  createTrip,
  duplicateTrip,
  removeDeparture,
  setPublished,
  updateTrip,
} from '../admin-api.ts';

export type TripEditorActor = ActorRefFrom<typeof tripEditorMachine>;

const act = (tripId: number, action: TripAction) =>
  action.type === 'publish'
    ? setPublished(tripId, action.published)
    : action.type === 'addDeparture'
      ? addDeparture(tripId, { date: action.date, seats: action.seats, price: action.price })
      : action.type === 'duplicate'
        ? duplicateTrip(tripId)
        : removeDeparture(tripId, action.date);

/**
 * The trip-editor machine on the back office's calls: `trip` null is /admin/trips/new (a created
 * trip opens its own page), else that trip's page, whose read (`adminTripQuery`) shows each answer.
 */
export function useTripEditor(trip: AdminTrip | null, notice: string | null = null): TripEditorActor {
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      tripEditorMachine.provide({
        actors: {
          save: fromPromise<AdminTrip, { tripId: number | null; body: AdminTripPatch }>(({ input }) =>
            input.tripId === null ? createTrip(input.body) : updateTrip(input.tripId, input.body),
          ),
          act: fromPromise<AdminTrip, { tripId: number; action: TripAction }>(({ input }) => act(input.tripId, input.action)),
        },
        actions: {
          stored: (_, { trip: stored }) => setData(adminTripQuery(stored.id), stored),
          created: (_, { trip: created }) => navigate(`/admin/trips/${created.id}`),
          // The copy opens with its note (history state: a reload of its page shows it no more).
          duplicated: (_, { trip: copy }) => navigate(`/admin/trips/${copy.id}`, { state: { copied: true } }),
        },
      }),
    [navigate],
  );
  return useActorRef(logic, { input: { trip, notice }, inspect: inspector() });
}
