import fp from 'fastify-plugin';
import { ensureSigningCredentials, useFilesCipher } from '../credentials.ts';
import { reportDue, type ZatcaContext } from '../reporting.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** ZATCA reporting's context (issue 27, phase 2); null when ZATCA=off. */
    zatca: ZatcaContext | null;
  }
}

// Tax invoices, phase 2 (issue 27): the files key opens the sealed signing key; a server that has
// no key yet makes a self-signed one (invoices are always signed; onboarding replaces it), and with
// ZATCA on, the reporting job (zatca-reporting) runs every ZATCA_JOB_INTERVAL_S, one server at a time.
export default fp(
  async (app) => {
    useFilesCipher(app.filesCipher);
    const state = await ensureSigningCredentials(app.db, app.filesCipher);
    if (state !== 'production')
      app.log.warn(
        { zatca: app.config.zatca?.mode ?? 'off', key: state === 'created' ? 'made now' : 'kept' },
        'e-invoicing: not onboarded with ZATCA; invoices are signed with a local self-signed secp256k1 certificate (pnpm admin zatca onboard --otp …)',
      );
    const settings = app.config.zatca;
    if (!settings) {
      app.decorate('zatca', null);
      return;
    }
    const ctx: ZatcaContext = { db: app.db, config: settings, cipher: app.filesCipher, log: app.log };
    app.decorate('zatca', ctx);
    app.jobs.add({
      name: 'zatca-reporting',
      intervalMs: settings.jobIntervalMs,
      run: async () => {
        const r = await reportDue(ctx);
        return r.reported + r.rejected + r.failed;
      },
    });
  },
  { name: 'invoices', dependencies: ['database', 'jobs', 'uploads'] },
);
