import fp from 'fastify-plugin';
import { FileCipher, loadFilesKey } from '../../../platform/file-cipher.ts';
import { importDiskFiles } from '../disk-files-import.ts';
import { removeAbandonedSpools, removeSpool, spoolDirFor } from '../uploads.ts';
import { createUploadPool, type UploadPool } from '../upload-pool.ts';
import { localTurns, redisTurns } from '../upload-turns.ts';
import { bookingPassports } from '../passport-seal.ts';
import { sealPlainPassports } from '../repositories/passport-sealing.ts';

// How long a killed server's upload turns go on counting against their account (renewed every
// third of it while a turn lasts): long enough that a slow Redis answer never drops a living turn.
const TURN_LEASE_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens booking files with FILES_KEY (platform/file-cipher.ts). */
    filesCipher: FileCipher;
    /** This process's own folder for uploads in flight (modules/bookings/uploads.ts). */
    spoolDir: string;
    /** Decodes and re-encodes a booking's pictures off the event loop, bounded (modules/bookings/upload-pool.ts). */
    uploadPool: UploadPool;
  }
}

// Booking files live in the database, encrypted (issue 16, item 2). At start: load or make the key,
// move files an older version left on disk into the database, seal passport numbers an older version
// kept in clear, and drop the spool folders of this
// host's dead processes (another host's once a day old). Nothing a live server uses is touched.
export default fp(
  async (app) => {
    const { dataDir, filesKey } = app.config;
    const cipher = new FileCipher(await loadFilesKey(filesKey, dataDir, app.log));
    await importDiskFiles(app.db, dataDir, cipher, app.log);
    // Passport numbers stored in clear before issue 29 (item 9) are sealed now, once.
    const sealed = await sealPlainPassports(app.db, bookingPassports(cipher));
    if (sealed) app.log.info({ sealed }, 'passport numbers sealed');
    const spoolDir = spoolDirFor(dataDir);
    await removeAbandonedSpools(dataDir, spoolDir, app.log);
    app.decorate('filesCipher', cipher);
    app.decorate('spoolDir', spoolDir);
    // Several servers share one account's turns through Redis; a turn outlives a killed server by at
    // most its lease.
    const turns = app.redis
      ? redisTurns(app.redis, `${app.config.redisKeyPrefix}upload-turns:`, TURN_LEASE_MS, (err) =>
          app.log.warn({ err }, 'upload turns not counted in Redis: each server counts its own'),
        )
      : localTurns;
    const pool = createUploadPool({
      threads: app.config.uploadThreads,
      queueMax: app.config.uploadQueueMax,
      maxWaitMs: app.config.uploadQueueWaitMs,
      turns,
    });
    app.decorate('uploadPool', pool);
    app.addHook('onClose', async () => {
      await pool.close();
      await removeSpool(spoolDir);
    });
  },
  { name: 'uploads', dependencies: ['database', 'redis'] },
);
