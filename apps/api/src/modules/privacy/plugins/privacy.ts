import fp from 'fastify-plugin';
import { purgeOldDocuments } from '../retention.ts';

// The retention job (issue 29, item 9): every CLEANUP_INTERVAL_S, one server at a time, the documents
// of trips that ended more than PASSPORT_RETENTION_DAYS ago are deleted.
export default fp(
  async (app) => {
    app.jobs.add({
      name: 'passport-retention',
      intervalMs: app.config.cleanupIntervalMs,
      run: () => purgeOldDocuments(app.db, app.config.passportRetentionDays),
    });
  },
  { name: 'privacy', dependencies: ['database', 'jobs'] },
);
