import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
// As in server.ts: a production install loads the built @rihla/contract (platform/installed-packages.ts).
import '../platform/installed-packages.ts';

const { loadConfig, REPO_ROOT } = await import('../config.ts');
const { createDatabase, migrate } = await import('../platform/db/database.ts');
const { CatalogueError, importCatalogue } = await import('../modules/catalogue/index.ts');
const { allBookings, isStatus } = await import('../modules/bookings/index.ts');
const { BOOKING_HELP, CommandError, operatorChange, runBookingCommand, OPERATOR_STATUSES } =
  await import('../modules/bookings/index.ts');
type OperatorStatus = (typeof OPERATOR_STATUSES)[number];
const { runStaffCommand, STAFF_HELP } = await import('../modules/staff/index.ts');
const { runZatcaCommand, ZATCA_HELP, ZatcaCommandError } = await import('../modules/invoices/cli.ts');

// Operator command line: `pnpm admin <command>` from the repository root.
const HELP = `Rihla operator CLI

  pnpm admin import <catalogue.json>          add a catalogue (countries, cities, tags, trips, banners, faqs, site_info)
  pnpm admin backup --out <file>              a consistent copy of the database (SQLite VACUUM INTO, PostgreSQL pg_dump)
  pnpm admin restore --from <file>            into an empty database (a new DATA_DIR, or a new PostgreSQL database)
  pnpm admin bookings [--status S] [--limit N] list bookings, newest first
  pnpm admin set-status <booking id> <status>  confirmed, cancelled (with --reason) or completed, as below
${BOOKING_HELP}
${STAFF_HELP}
${ZATCA_HELP}

Uses the same environment as the server (DATA_DIR, DATABASE_URL, SMTP_URL, ...).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    limit: { type: 'string', default: '50' },
    reason: { type: 'string' },
    price: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    otp: { type: 'string' },
    branch: { type: 'string' },
    location: { type: 'string' },
    out: { type: 'string' },
    from: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, ...args] = positionals;
if (!command || values.help) {
  console.log(HELP);
  process.exit(command || values.help ? 0 : 2);
}

const config = loadConfig();
// Backups and restores touch the database file or schema as a whole: before it is opened or migrated.
if (command === 'backup' || command === 'restore') {
  const { backupDatabase, restoreDatabase, FILES_KEY_REMINDER } = await import('../platform/db/backup.ts');
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema };
  try {
    if (command === 'backup') {
      if (!values.out) throw new Error('backup needs --out <file>');
      await backupDatabase(target, values.out);
      console.log(`backup written to ${values.out}`);
    } else {
      if (!values.from) throw new Error('restore needs --from <file>');
      await restoreDatabase(target, values.from);
      console.log(`restored from ${values.from}`);
    }
    console.log(FILES_KEY_REMINDER);
    process.exit(0);
  } catch (e) {
    console.error(`error: ${(e as Error).message}`);
    process.exit(1);
  }
}
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
let code = 0;
try {
  await migrate(database);
  const { db, dialect } = database;
  switch (command) {
    case 'import': {
      const file = args[0];
      if (!file) throw new CatalogueError('import needs a JSON file');
      const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
      const catalogue = JSON.parse(fs.readFileSync(fs.existsSync(resolved) ? resolved : path.resolve(REPO_ROOT, file), 'utf8'));
      const result = await importCatalogue(db, dialect, catalogue);
      console.log('imported', result);
      break;
    }
    case 'bookings': {
      if (values.status && !isStatus(values.status)) throw new CatalogueError(`unknown status ${values.status}`);
      const rows = await allBookings(db, { status: values.status, limit: Number(values.limit) || 50 });
      console.table(
        rows.map((r) => ({
          id: r.id,
          status: r.status,
          customer: r.email,
          trip: r.trip_title.slice(0, 40),
          from: r.from_date,
          to: r.to_date,
          adults: r.adults_count,
          children: r.children_count,
          total: r.total_price,
          created: r.created_at,
        })),
      );
      break;
    }
    case 'set-status': {
      // The lifecycle's rules hold here too (docs/product.md, "States"): pending and the
      // transitions it does not list are refused.
      const id = Number(args[0]);
      const status = args[1] ?? '';
      if (!Number.isInteger(id) || id < 1) throw new CatalogueError('set-status needs a booking id');
      if (!isStatus(status) || !OPERATOR_STATUSES.includes(status as OperatorStatus))
        throw new CatalogueError(`status must be one of ${OPERATOR_STATUSES.join(', ')}`);
      console.log(await operatorChange(database, config, id, status as OperatorStatus, values.reason?.trim() || null));
      break;
    }
    case 'zatca':
      await runZatcaCommand(database, config, args, values);
      break;
    default:
      if (await runBookingCommand(database, config, command, args, values)) break;
      if (await runStaffCommand(database, config, command, values)) break;
      console.error(`unknown command ${command}\n\n${HELP}`);
      code = 2;
  }
} catch (e) {
  if (
    e instanceof CatalogueError ||
    e instanceof CommandError ||
    e instanceof ZatcaCommandError ||
    e instanceof SyntaxError ||
    (e as NodeJS.ErrnoException).code === 'ENOENT'
  ) {
    console.error(`error: ${(e as Error).message}`);
    code = 1;
  } else throw e;
} finally {
  await database.destroy();
}
process.exit(code);
