// First, so that a production install loads the built @rihla/contract (platform/installed-packages.ts);
// the app comes after it through import(), since static imports are all resolved before any runs.
import './platform/installed-packages.ts';

const { buildApp } = await import('./app.ts');
const { loadConfig } = await import('./config.ts');
const { DataDirError } = await import('./platform/data-dir.ts');

// Boots the app: migrate, seed on first start, listen; drain and close on SIGTERM/SIGINT.
// Everything the server writes is its user's only (docs/security.md): files 0600, folders 0700.
process.umask(0o077);
const config = loadConfig();
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (err) {
  // A DATA_DIR that cannot be written is named, not left to surface later as a 500 on a booking.
  if (err instanceof DataDirError) {
    console.error(`rihla: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
