import path from 'node:path';
import fp from 'fastify-plugin';
import { recoverUploads } from '../../lib/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** $DATA_DIR/uploads: tmp/ for uploads in flight, files/ for the files of stored bookings. */
    uploadsDir: string;
  }
}

// Start-up finishes what a crash interrupted: files of committed bookings are moved into place, the
// rest deleted (lib/uploads.ts).
export default fp(
  async (app) => {
    const uploadsDir = path.join(app.config.dataDir, 'uploads');
    await recoverUploads(app.db, uploadsDir, app.log);
    app.decorate('uploadsDir', uploadsDir);
  },
  { name: 'uploads', dependencies: ['database'] },
);
