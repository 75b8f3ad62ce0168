import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { GENDER_LABELS, todayIso, type Gender } from '@rihla/contract';
import { notFound } from '../../platform/http-errors.ts';
import { bookingPassports, businessFigures, manifest } from '../../modules/bookings/index.ts';
import { csvLine, csvPhone, UTF8_BOM, staffOf, recordAudit } from '../../modules/staff/index.ts';

// The dashboard's figures and a departure's manifest (issue 31, item 14), for all staff: agents
// prepare the departures. A manifest holds passport numbers in clear: each read is audited.
export default async function adminFigureRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    '/figures',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bookings and revenue per day and week, occupancy of the next 30 days’ departures',
        response: { 200: wire.BusinessFiguresAnswer },
      },
    },
    async () => ({ data: await businessFigures(db, todayIso()) }),
  );

  async function read(request: Parameters<typeof staffOf>[0], tripId: number, date: string, format: 'json' | 'csv') {
    const found = await manifest(db, tripId, date, bookingPassports(app.filesCipher).open);
    if (!found) throw notFound();
    const member = staffOf(request);
    await recordAudit(db, {
      staffId: member.id,
      staffEmail: member.email,
      action: 'manifest.viewed',
      subject: `trip:${tripId}`,
      details: { date, format, passengers: found.passengers.length },
      ip: request.ip,
    });
    return found;
  }

  app.get<{ Querystring: { trip_id: number; date: string } }>(
    '/manifest',
    {
      schema: {
        tags: ['admin'],
        summary: "A departure's passengers (audited: passport numbers in clear)",
        querystring: wire.ManifestQuery,
        response: { 200: wire.ManifestAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await read(request, request.query.trip_id, request.query.date, 'json') };
    },
  );

  app.get<{ Querystring: { trip_id: number; date: string } }>(
    '/manifest.csv',
    {
      schema: { tags: ['admin'], summary: "A departure's passengers as CSV (audited)", querystring: wire.ManifestQuery },
    },
    async (request, reply) => {
      const m = await read(request, request.query.trip_id, request.query.date, 'csv');
      const header = [
        'رقم الحجز',
        'حالة الحجز',
        'المسافر',
        'النوع',
        'الاسم كما في الجواز',
        'تاريخ الميلاد',
        'الجنس',
        'الجنسية',
        'رقم الجواز',
        'انتهاء الجواز',
        'هاتف جهة الاتصال',
        'بريد جهة الاتصال',
      ];
      const rows = m.passengers.map((p) => [
        p.booking_id,
        p.booking_status,
        p.position + 1,
        p.kind === 'child' ? 'طفل' : 'بالغ',
        p.name,
        p.birth_date,
        p.gender ? (GENDER_LABELS[p.gender as Gender] ?? p.gender) : '',
        p.nationality,
        p.passport,
        p.passport_expiry,
        csvPhone(p.contact?.phone),
        p.contact?.email ?? '',
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="manifest-${m.trip_id}-${m.date}.csv"`)
        .send(UTF8_BOM + csvLine(header) + rows.map((r) => csvLine(r)).join(''));
    },
  );
}
