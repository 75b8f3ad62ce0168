import fp from 'fastify-plugin';
import { VisitCounter } from '../visit-counter.ts';
import { addVisits } from '../repositories/trips.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Trip visits, counted in memory and written every VISITS_FLUSH_INTERVAL_S (flush() writes now). */
    visits: VisitCounter;
  }
}

export default fp(
  async (app) => {
    const visits = new VisitCounter({
      write: (counts) => addVisits(app.db, counts),
      intervalMs: app.config.visitsFlushMs,
      log: app.log,
    });
    app.decorate('visits', visits);
    app.addHook('onReady', async () => visits.start());
    // Before the database closes (hooks close in reverse order): the last counts are written.
    app.addHook('onClose', async () => visits.stop());
  },
  { name: 'visits', dependencies: ['database'] },
);
