import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import type { AuthProvider, BannerType } from '@rihla/contract';
import { places as catalogue } from '../../modules/catalogue/index.ts';
import { notFound } from '../../platform/http-errors.ts';
import { policyText } from '../../modules/bookings/index.ts';
import { termFigures } from '../../config.ts';

// Site-wide data (/api/data/*): site info, banners, tags. Cities and the FAQ have their own folders.
export default async function dataRoutes(app: FastifyInstance) {
  const { db, config } = app;

  app.get(
    '/info',
    {
      schema: {
        tags: ['data'],
        summary: 'Site info, the enabled social sign-in providers and the cancellation terms',
        response: { 200: wire.SiteInfoResponse },
      },
    },
    async () => ({
      data: {
        ...(await catalogue.siteInfo(db, termFigures(config))),
        auth_providers: Object.keys(config.oauth) as AuthProvider[],
        cancel_cutoff_hours: config.cancelCutoffHours,
        booking_lead_hours: config.bookingLeadHours,
        passport_valid_months: config.passportValidMonths,
        cancellation_policy: policyText(config),
        // The share of page views that report their speed (issue 28, real visitors).
        vitals_sample_rate: config.vitalsSampleRate,
        // What a browser needs to pay at the gateway (issue 26): the publishable key, never a secret.
        payments: config.payments
          ? {
              provider: config.payments.provider,
              api_url: config.payments.browserApiUrl,
              publishable_key: config.payments.publishableKey,
              methods: config.payments.methods,
              test_mode: config.payments.testMode,
              hold_minutes: Math.round(config.payments.holdMs / 60_000),
            }
          : null,
      },
    }),
  );

  app.get<{ Querystring: { type: BannerType } }>(
    '/banners',
    {
      schema: {
        tags: ['data'],
        querystring: wire.BannerQuery,
        response: { 200: wire.BannersResponse },
      },
    },
    async (request) => ({ data: await catalogue.banners(db, request.query.type) }),
  );

  app.get('/tags', { schema: { tags: ['data'], response: { 200: wire.TagsResponse } } }, async () => ({
    data: await catalogue.tags(db),
  }));

  app.get<{ Params: { id: number } }>(
    '/tags/:id',
    { schema: { tags: ['data'], params: wire.IdParams, response: { 200: wire.TagResponse } } },
    async (request) => {
      const found = await catalogue.tag(db, request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );
}
