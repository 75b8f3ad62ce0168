// The operator CLI's entry (`pnpm admin …`, or `node src/cli/admin.ts …` in a production install):
// a deployed install loads the built @rihla/contract (lib/installed-packages.ts), then the commands.
import '../lib/installed-packages.ts';

await import('./admin-cli.ts');
