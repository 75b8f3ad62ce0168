import fp from 'fastify-plugin';
import { deleteExpiredStaffAccess } from '../repositories/staff.ts';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '../staff-auth.ts';

// Back-office sessions past their 12 hours or their 30 idle minutes, and invitation links past their
// time, are deleted every CLEANUP_INTERVAL_S (platform/job-runner.ts, one server at a time); the reads
// already ignore them.
export default fp(
  async (app) => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    app.jobs.add({
      name: 'expired-staff-access',
      intervalMs: app.config.cleanupIntervalMs,
      run: () => deleteExpiredStaffAccess(app.db, ago(STAFF_SESSION_MAX_MS), ago(STAFF_SESSION_IDLE_MS), ago(0)),
    });
  },
  { name: 'staff-jobs', dependencies: ['jobs'] },
);
