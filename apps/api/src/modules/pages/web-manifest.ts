// Vite's manifest of the web build (.vite/manifest.json): the files each chunk needs. The page hints
// and bench/web-js-size.ts both read it here, so they agree on what every page loads first.

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type WebManifest = Record<string, ManifestChunk>;

/** The chunk and everything it imports statically, as manifest keys, added to `seen`. */
export function staticClosure(manifest: WebManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * What every page loads first, as manifest keys with their static imports: `entry`, the script in
 * index.html (apps/web/src/app/boot.ts), and `app`, the chunk it asks for (named `app` in
 * apps/web/vite.config.ts) once the page has painted, or at once on a page the browser draws. A build
 * from before boot.ts has no such chunk: its entry is the app.
 */
export function firstScripts(manifest: WebManifest): { entryKey: string | undefined; entry: Set<string>; app: Set<string> } {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const entry = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const app = new Set<string>();
  for (const key of (entryKey && manifest[entryKey]!.dynamicImports) || [])
    if (manifest[key]?.name === 'app') staticClosure(manifest, key, app);
  return { entryKey, entry, app };
}
