import fp from 'fastify-plugin';
import { databaseLock, JobRunner } from '../job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (platform/job-runner.ts): each module's plugin adds its own; runNow(name) runs one at once (tests). */
    jobs: JobRunner;
  }
}

// The periodic jobs, one server at a time (platform/job-runner.ts). No cron outside the product. The
// runner starts once the app is ready, when every module has added its jobs.
export default fp(
  async (app) => {
    const runner = new JobRunner({ lock: databaseLock(app.db), log: app.log });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
