import fp from 'fastify-plugin';
import { addDays, todayIso } from '@rihla/contract';
import { forgetDaysBefore } from '../repositories/vital-buckets.ts';

// The real visitors' histogram keeps VITALS_KEEP_DAYS days (the back office reads at most 28); the
// `old-vitals` job forgets the rest every CLEANUP_INTERVAL_S, one server at a time.
export default fp(
  async (app) => {
    app.jobs.add({
      name: 'old-vitals',
      intervalMs: app.config.cleanupIntervalMs,
      run: () => forgetDaysBefore(app.db, addDays(todayIso(), -app.config.vitalsKeepDays)),
    });
  },
  { name: 'vitals', dependencies: ['database', 'jobs'] },
);
