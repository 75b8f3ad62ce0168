import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as wire from '@rihla/contract/wire';
import {
  contentMessages as m,
  type AdminBanner,
  type AdminCity,
  type AdminCountry,
  type AdminTag,
  validateBanner,
  validateBookingTerms,
  bookingTermsFor,
  validateCity,
  validateCountry,
  validateTag,
  type BannerValues,
  type CityValues,
  type CountryValues,
  type TagValues,
} from '@rihla/contract';
import { unprocessable } from '../../platform/http-errors.ts';
import { termFigures } from '../../config.ts';
import { staffOf, recordAudit, changedValues } from '../../modules/staff/index.ts';
import { contentEditing as content } from '../../modules/catalogue/index.ts';
import { readFields, registerContentResource } from './content-resource.ts';

// Countries, cities, tags, banners of every type and the booking terms in the back office (issue 17).
// Every staff member reads them, admins change them, each change is audited, and the public site
// shows it at once (the catalogue version). A country, city or tag that trips use is not deleted: a
// 409 says how many trips use it, counted in the delete's own transaction (deleteUnlessUsed).

export default async function adminPlacesRoutes(app: FastifyInstance) {
  const { db } = app;

  registerContentResource<CountryValues, AdminCountry>(app, {
    path: 'countries',
    noun: 'country',
    title: 'Countries',
    schemas: {
      row: wire.AdminCountry,
      body: wire.AdminCountryBody,
      one: wire.AdminCountryAnswer,
      list: wire.AdminCountriesAnswer,
    },
    defaults: async (d) => ({ position: await content.nextPosition(d, 'countries') }),
    read: (body, base) => readFields<CountryValues>(body, base, { text: ['name', 'image'], number: ['position'] }),
    validate: validateCountry,
    list: (d) => content.countryList(d),
    one: async (d, id) => (await content.countryList(d, id))[0],
    insert: (d, v) => content.insertContent(d, 'countries', v),
    update: (d, id, v) => content.updateContent(d, 'countries', id, v),
    remove: (d, id) =>
      content.deleteUnlessUsed(d, 'countries', id, async (trx) => {
        const use = await content.countryUse(trx, id);
        return use.trips ? m.countryInUse(use.trips) : use.cities ? m.countryHasCities(use.cities) : null;
      }),
    inUseAfterAll: m.inUse,
  });

  registerContentResource<CityValues, AdminCity>(app, {
    path: 'cities',
    noun: 'city',
    title: 'Cities',
    schemas: { row: wire.AdminCity, body: wire.AdminCityBody, one: wire.AdminCityAnswer, list: wire.AdminCitiesAnswer },
    defaults: async () => ({}),
    read: (body, base) => readFields<CityValues>(body, base, { text: ['name', 'image'], number: ['country_id'] }),
    validate: validateCity,
    refer: async (d, v) =>
      Number.isInteger(v.country_id) && (await content.countryExists(d, v.country_id)) ? {} : { country_id: m.country },
    list: (d) => content.cityList(d),
    one: async (d, id) => (await content.cityList(d, id))[0],
    insert: (d, v) => content.insertContent(d, 'cities', v),
    update: (d, id, v) => content.updateCity(d, id, v),
    remove: (d, id) =>
      content.deleteUnlessUsed(d, 'cities', id, async (trx) => {
        const trips = await content.cityUse(trx, id);
        return trips ? m.cityInUse(trips) : null;
      }),
    inUseAfterAll: m.inUse,
  });

  registerContentResource<TagValues, AdminTag>(app, {
    path: 'tags',
    noun: 'tag',
    title: 'Tags (the packages pages)',
    schemas: { row: wire.AdminTag, body: wire.AdminTagBody, one: wire.AdminTagAnswer, list: wire.AdminTagsAnswer },
    defaults: async () => ({}),
    read: (body, base) => readFields<TagValues>(body, base, { text: ['name', 'image', 'title', 'description'] }),
    validate: validateTag,
    list: (d) => content.tagList(d),
    one: async (d, id) => (await content.tagList(d, id))[0],
    insert: (d, v) => content.insertContent(d, 'tags', v),
    update: (d, id, v) => content.updateContent(d, 'tags', id, v),
    remove: (d, id) =>
      content.deleteUnlessUsed(d, 'tags', id, async (trx) => {
        const trips = await content.tagUse(trx, id);
        return trips ? m.tagInUse(trips) : null;
      }),
    inUseAfterAll: m.inUse,
  });

  registerContentResource<BannerValues, AdminBanner>(app, {
    path: 'banners',
    noun: 'banner',
    title: 'Banners of every page type',
    schemas: {
      row: wire.AdminBanner,
      body: wire.AdminBannerBody,
      one: wire.AdminBannerAnswer,
      list: wire.AdminBannersAnswer,
      query: wire.AdminBannersQuery,
    },
    defaults: async (d, body) => ({
      position: await content.nextPosition(d, 'banners', typeof body.type === 'string' ? body.type : undefined),
    }),
    read: (body, base) =>
      readFields<BannerValues>(body, base, {
        text: ['type', 'image', 'title'],
        nullable: ['text', 'link', 'link_text'],
        number: ['position'],
      }),
    validate: validateBanner,
    list: (d, query) => content.bannerList(d, { type: typeof query.type === 'string' && query.type ? query.type : undefined }),
    one: async (d, id) => (await content.bannerList(d, { id }))[0],
    insert: (d, v) => content.insertContent(d, 'banners', v),
    update: (d, id, v) => content.updateContent(d, 'banners', id, v),
    remove: (d, id) => content.deleteUnlessUsed(d, 'banners', id),
    inUseAfterAll: m.inUse,
  });

  // ---- the booking terms: a list of sentences in the site information ----

  app.get(
    '/booking-terms',
    {
      schema: {
        tags: ['admin'],
        summary: 'The booking terms every trip page lists',
        response: { 200: wire.AdminBookingTermsAnswer },
      },
    },
    async () => ({ data: { terms: await content.bookingTerms(db, termFigures(app.config)) } }),
  );

  app.post<{ Body: { terms?: string[] } }>(
    '/booking-terms',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Replace the booking terms, in their order (admins)',
        body: wire.AdminBookingTermsBody,
        response: { 200: wire.AdminBookingTermsAnswer },
      },
    },
    async (request: FastifyRequest<{ Body: { terms?: string[] } }>) => {
      const terms = (request.body.terms ?? []).map((t) => t.trim());
      const errors = validateBookingTerms(terms);
      if (Object.keys(errors).length) throw unprocessable(errors);
      const figures = termFigures(app.config);
      const current = await content.bookingTerms(db, figures);
      if (JSON.stringify(current) !== JSON.stringify(terms)) {
        // The site's own terms are kept as none, so they go on quoting the configured figures.
        const own = JSON.stringify(terms) === JSON.stringify(bookingTermsFor(figures));
        await content.saveBookingTerms(db, own ? null : terms);
        const member = staffOf(request);
        await recordAudit(db, {
          staffId: member.id,
          staffEmail: member.email,
          action: 'booking-terms.updated',
          subject: 'site-info',
          details: { count: terms.length, ...changedValues({ terms: current }, { terms }) },
          ip: request.ip,
        });
      }
      return { data: { terms } };
    },
  );
}
