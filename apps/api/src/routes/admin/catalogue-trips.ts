import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as wire from '@rihla/contract/wire';
import {
  addDays,
  earliestTripDate,
  recurringDates,
  todayIso,
  tripMessages,
  validateDeparture,
  validateRecurring,
  type AdminTripPatch,
  type RecurringDepartures,
} from '@rihla/contract';
import { ApiError, notFound, unprocessable } from '../../platform/http-errors.ts';
import { staffOf, recordAudit, changedValues } from '../../modules/staff/index.ts';
import {
  editableFields,
  editedTripInput,
  newTripInput,
  tripEditing as catalogue,
  addDeparture,
  addDepartures,
  removeDeparture,
  SeatsSetupError,
  setDailyCapacity,
} from '../../modules/catalogue/index.ts';

// Trips in the back office (issue 17): every staff member reads them (agents have a read-only
// catalogue), admins create, edit, publish and unpublish them and set their departures and
// capacity. Every change is in the audit log with the names of the fields it changed.

const ADMINS = { staffRoles: ['admin'] as const };

export default async function adminTripRoutes(app: FastifyInstance) {
  const { db } = app;

  const audit = (request: FastifyRequest, action: string, tripId: number, details: Record<string, unknown>) => {
    const member = staffOf(request);
    return recordAudit(db, {
      staffId: member.id,
      staffEmail: member.email,
      action,
      subject: `trip:${tripId}`,
      details,
      ip: request.ip,
    });
  };
  const tripOr404 = async (id: number) => {
    const trip = await catalogue.tripForEdit(db, id);
    if (!trip) throw notFound();
    return trip;
  };

  app.get<{ Querystring: { q?: string; before?: number } }>(
    '/trips',
    {
      schema: {
        tags: ['admin'],
        summary: 'Trips, newest first, published or not; search by title',
        querystring: wire.AdminTripsQuery,
        response: { 200: wire.AdminTripsAnswer },
      },
    },
    async (request) => catalogue.tripPage(db, request.query),
  );

  app.get<{ Params: { id: number } }>(
    '/trips/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A trip with everything the back office edits, its departures and capacity',
        params: wire.IdParams,
        response: { 200: wire.AdminTripAnswer },
      },
    },
    async (request) => ({ data: await tripOr404(request.params.id) }),
  );

  app.post<{ Body: AdminTripPatch }>(
    '/trips',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Create a trip (admins); published unless `published` is false',
        body: wire.AdminTripBody,
        response: { 200: wire.AdminTripAnswer },
      },
    },
    async (request) => {
      const { trip, country, given } = await newTripInput(db, request.body);
      const id = await catalogue.createTrip(db, trip, country);
      await audit(request, 'trip.created', id, { fields: given, title: trip.title, published: trip.published });
      return { data: await tripOr404(id) };
    },
  );

  app.post<{ Params: { id: number }; Body: AdminTripPatch }>(
    '/trips/:id',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Change the fields of a trip the body names (admins)',
        params: wire.IdParams,
        body: wire.AdminTripBody,
        response: { 200: wire.AdminTripAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await tripOr404(id);
      const { trip, country, changed } = await editedTripInput(db, editableFields(current), request.body);
      if (changed.length) {
        await catalogue.updateTrip(db, id, trip, country);
        await audit(
          request,
          'trip.updated',
          id,
          changedValues(
            editableFields(current) as unknown as Record<string, unknown>,
            trip as unknown as Record<string, unknown>,
            changed,
          ),
        );
      }
      return { data: await tripOr404(id) };
    },
  );

  for (const [path, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post<{ Params: { id: number } }>(
      `/trips/:id/${path}`,
      {
        config: ADMINS,
        schema: {
          tags: ['admin'],
          summary: published
            ? 'Publish a trip (admins): it shows on the site at once'
            : 'Unpublish a trip (admins): it leaves every list, search and the sitemap, and its page answers 404',
          params: wire.IdParams,
          response: { 200: wire.AdminTripAnswer },
        },
      },
      async (request) => {
        const { id } = request.params;
        const before = await tripOr404(id);
        if (before.published !== published) {
          await catalogue.setPublished(db, id, published);
          await audit(request, published ? 'trip.published' : 'trip.unpublished', id, { fields: ['published'] });
        }
        return { data: await tripOr404(id) };
      },
    );
  }

  app.post<{ Params: { id: number }; Body: { date?: string; seats?: number; price?: number | null } }>(
    '/trips/:id/departures',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Add a departure, or change the seats and price of the one on that date (admins)',
        params: wire.IdParams,
        body: wire.AdminDepartureBody,
        response: { 200: wire.AdminTripAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const trip = await tripOr404(id);
      const errors = validateDeparture(request.body);
      if (Object.keys(errors).length) throw unprocessable(errors);
      const { date, seats, price = null } = request.body as { date: string; seats: number; price?: number | null };
      const existing = trip.departures.find((d) => d.date === date);
      if (existing && existing.seats_taken > seats)
        throw new ApiError(409, tripMessages.departureOverbooked, { seats: [tripMessages.departureOverbooked] });
      // addDeparture checks the booked seats again inside its transaction (a booking may come between).
      await addDeparture(db, { tripId: id, date, seats, price }).catch((e: unknown) => {
        throw e instanceof SeatsSetupError ? new ApiError(409, tripMessages.departureOverbooked) : e;
      });
      await audit(request, existing ? 'trip.departure-changed' : 'trip.departure-added', id, {
        fields: ['departures'],
        date,
        seats,
        price,
      });
      return { data: await tripOr404(id) };
    },
  );

  app.post<{ Params: { id: number }; Body: RecurringDepartures }>(
    '/trips/:id/departures/recurring',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary:
          'Departures on the chosen days of the week from tomorrow until a date, at most 104 (admins); dates with one already, or sooner than the booking lead time, are skipped',
        params: wire.IdParams,
        body: wire.AdminRecurringBody,
        response: { 200: wire.AdminRecurringAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      await tripOr404(id);
      const today = todayIso();
      const errors = validateRecurring(request.body, today);
      if (Object.keys(errors).length) throw unprocessable(errors);
      const { weekdays, until, seats, price = null } = request.body as Required<RecurringDepartures>;
      const dates = recurringDates(weekdays, addDays(today, 1), until);
      // The agency's lead time (BOOKING_LEAD_HOURS): a date nobody may book yet gets no departure.
      const earliest = earliestTripDate(app.config.bookingLeadHours);
      const created = await addDepartures(db, { tripId: id, dates: dates.filter((d) => d >= earliest), seats, price });
      const skipped = dates.filter((d) => !created.includes(d));
      if (created.length)
        await audit(request, 'trip.departures-added', id, { fields: ['departures'], weekdays, until, seats, price, created });
      return { data: await tripOr404(id), meta: { created, skipped } };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/trips/:id/duplicate',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary:
          'Copy a trip (admins): every field, picture, tag and list, not its bookings, ratings or departures; the copy is unpublished and titled "<title> (نسخة)"',
        params: wire.IdParams,
        response: { 200: wire.AdminTripAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const copyId = await catalogue.duplicateTrip(db, id);
      if (copyId === null) throw notFound();
      const copy = await tripOr404(copyId);
      await audit(request, 'trip.duplicated', copyId, { from: id, title: copy.title, published: false });
      return { data: copy };
    },
  );

  app.post<{ Params: { id: number }; Body: { date?: string } }>(
    '/trips/:id/departures/remove',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Remove a departure nobody has booked (admins)',
        params: wire.IdParams,
        body: wire.AdminDepartureRemoveBody,
        response: { 200: wire.AdminTripAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const trip = await tripOr404(id);
      const departure = trip.departures.find((d) => d.date === request.body.date);
      if (!departure) throw unprocessable({ date: tripMessages.departureDate });
      if (departure.seats_taken > 0)
        throw new ApiError(409, tripMessages.departureBooked, { date: [tripMessages.departureBooked] });
      await removeDeparture(db, id, departure.date).catch((e: unknown) => {
        // Booked between the read and the delete.
        throw e instanceof SeatsSetupError ? new ApiError(409, tripMessages.departureBooked) : e;
      });
      await audit(request, 'trip.departure-removed', id, { date: departure.date, fields: ['departures'] });
      return { data: await tripOr404(id) };
    },
  );

  app.post<{ Params: { id: number }; Body: { daily_capacity?: number | null } }>(
    '/trips/:id/capacity',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Travellers per date of an open-dates trip; null makes it unlimited (admins)',
        params: wire.IdParams,
        body: wire.AdminCapacityBody,
        response: { 200: wire.AdminTripAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const trip = await tripOr404(id);
      const capacity = request.body.daily_capacity;
      if (capacity === undefined || (capacity !== null && !(Number.isInteger(capacity) && capacity >= 1 && capacity <= 10_000)))
        throw unprocessable({ daily_capacity: tripMessages.capacity });
      if (trip.daily_capacity !== capacity) {
        await setDailyCapacity(db, id, capacity);
        await audit(request, 'trip.updated', id, { fields: ['daily_capacity'], from: trip.daily_capacity, to: capacity });
      }
      return { data: await tripOr404(id) };
    },
  );
}
