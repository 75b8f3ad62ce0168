import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import { ApiError, INVALID_VALUE, notFound } from '../http-errors.ts';
import { forbiddenText } from '../text-rules.ts';

/** The name of a field holding a number that is not finite (Ajv coerces a 400-digit number to Infinity). */
function nonFinite(o: unknown): string | undefined {
  if (!o || typeof o !== 'object') return undefined;
  for (const key in o) {
    const v = (o as Record<string, unknown>)[key];
    if (typeof v === 'number' && !Number.isFinite(v)) return key;
  }
  return undefined;
}

export default fp(
  async (app) => {
    // Query strings and path parameters are text, so their numbers are coerced; a JSON body must
    // carry the right types itself (a number where a name belongs is refused, not turned into text).
    const coercing = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true, strict: false });
    const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: true, useDefaults: true, strict: false });
    addFormats.default(coercing);
    addFormats.default(strict);
    app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
    // Ajv's coercion reads "0x10", " 1" or "1e1" as numbers; an id in a path is plain decimal digits or
    // names nothing (otherwise /favourites/0x10 would toggle trip 16). The hooks of every request are
    // synchronous: an async hook costs a promise and a turn of the microtask queue each time.
    app.addHook('preValidation', (request, _reply, done) => {
      const params = request.params as Record<string, unknown> | undefined;
      for (const name in params) {
        const value = params[name];
        if ((name === 'id' || name.endsWith('Id')) && typeof value === 'string' && !/^[0-9]+$/.test(value))
          return done(notFound());
      }
      done();
    });
    // Ajv coerces a 400-digit number to Infinity and lets it through its minimum/maximum checks.
    app.addHook('preHandler', (request, _reply, done) => {
      if (nonFinite(request.params)) return done(notFound());
      // Control characters in any text: one rule, one status on both databases.
      const bad = forbiddenText(request.body) ?? forbiddenText(request.query);
      if (bad) return done(new ApiError(422, bad[1], { [bad[0]]: [bad[1]] }));
      const field = nonFinite(request.query) ?? nonFinite(request.body);
      if (field)
        return done(
          new ApiError(
            request.routeOptions.config?.invalidStatus ?? 422,
            request.routeOptions.config?.invalidMessage ?? INVALID_VALUE,
            { [field]: [INVALID_VALUE] },
          ),
        );
      done();
    });
  },
  { name: 'validation', dependencies: ['errors'] },
);
