import { registerHooks } from 'node:module';

// In the workspace, @rihla/contract is a link to packages/contract and Node loads its TypeScript
// sources as they are: development, tests, vite and tsc need no build. A production install
// (`pnpm --filter @rihla/api --prod deploy <dir>`) copies the package into node_modules instead,
// where Node refuses to strip types (ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING), and ships only
// the JavaScript built beside them (`pnpm --filter @rihla/contract run build`, the package's `files`).
// pnpm's deploy does not apply publishConfig to workspace packages (pnpm issue 6693), so the
// package names its built files under an export condition of its own, and this hook asks for that
// condition whenever a module would otherwise come as TypeScript from node_modules, or not at all.
//
// Imported first by each process entry (server.ts, cli/admin.ts), which then load the rest of the
// app with import(): static imports are all resolved before any module runs.

export const BUILT_CONDITION = 'rihla-built';

const TS_IN_NODE_MODULES = /[\\/]node_modules[\\/][^'"\s]*\.[cm]?ts\b/;
const unbuilt = (specifier: string, where: string) =>
  new Error(
    `${specifier} is installed without its built JavaScript (${where}): build it before deploying (README.md, "Production")`,
  );

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('file:')) {
      return nextResolve(specifier, context);
    }
    const built = () => {
      const resolved = nextResolve(specifier, { ...context, conditions: [...context.conditions, BUILT_CONDITION] });
      if (TS_IN_NODE_MODULES.test(resolved.url)) throw unbuilt(specifier, resolved.url);
      return resolved;
    };
    let resolved;
    try {
      resolved = nextResolve(specifier, context);
    } catch (err) {
      // The sources are not shipped: a deployed package resolves only through its built files.
      if ((err as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw err;
      try {
        return built();
      } catch {
        // A package whose TypeScript entry is missing from node_modules is one deployed unbuilt;
        // anything else missing keeps Node's own error.
        throw TS_IN_NODE_MODULES.test((err as Error).message) ? unbuilt(specifier, (err as Error).message) : err;
      }
    }
    return TS_IN_NODE_MODULES.test(resolved.url) ? built() : resolved;
  },
});
