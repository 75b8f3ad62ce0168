// The process entry (`node src/server.ts`, in the workspace and in a production install): makes a
// deployed install load the built @rihla/contract (lib/installed-packages.ts), then boots the server.
import './lib/installed-packages.ts';

await import('./boot.ts');
