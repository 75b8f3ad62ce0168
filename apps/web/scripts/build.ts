// `pnpm --filter @rihla/web run build`: Vite's production build (dist), the server-rendering entry
// (dist-ssr), then the precompressed copies of the browser build's text files, keeping the hashed
// files of the previous builds in dist/assets for the tabs still open on them (scripts/keep-assets.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { keepPreviousAssets, readHistory, stashAssets, unstash } from './keep-assets.ts';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
// Beside dist, on the same file system, so moving the files is a rename.
const stash = path.join(web, 'dist-previous-assets');

const history = readHistory(dist);
stashAssets(dist, stash);
try {
  const vite = path.join(web, 'node_modules/.bin/vite');
  execFileSync(vite, ['build'], { cwd: web, stdio: 'inherit' });
  execFileSync(vite, ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-ssr'], { cwd: web, stdio: 'inherit' });
  // Before the old files come back, so only the new build's files are compressed.
  execFileSync(process.execPath, [path.join(web, 'scripts/precompress.ts')], { cwd: web, stdio: 'inherit' });
} catch (e) {
  unstash(dist, stash);
  throw e;
}
const { kept, pruned } = keepPreviousAssets(dist, stash, history);
console.log(`kept ${kept.length} files of the previous builds in dist/assets, deleted ${pruned.length} older ones`);
