import { createDatabase } from './src/platform/db/database.ts';
import { textMatches } from './src/modules/catalogue/repositories/trip-text-search.ts';
import { foldArabic } from '@rihla/contract';
const d = createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/rihla_bench', dataDir: '/tmp/pgx', schema: process.argv[2]! });
for (const rep of [0, 1, 2])
for (const w of ['أيام', 'رحلة', 'عائلية', 'الرياض', 'مغامرة', 'جدة']) {
  const t0 = performance.now();
  const m = await textMatches(d.db, 'postgres', [foldArabic(w)]);
  if (rep === 2) console.log(w, m.ids.length, (performance.now() - t0).toFixed(2), 'ms');
}
await d.db.destroy();
