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

const IN_NODE_MODULES = /[\\/]node_modules[\\/].*\.[cm]?ts$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('file:')) {
      return nextResolve(specifier, context);
    }
    const built = () => {
      const resolved = nextResolve(specifier, { ...context, conditions: [...context.conditions, BUILT_CONDITION] });
      if (IN_NODE_MODULES.test(resolved.url)) {
        throw new Error(
          `${specifier} is installed as TypeScript (${resolved.url}); build it before deploying: see README.md, "Production install"`,
        );
      }
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
        throw err;
      }
    }
    return IN_NODE_MODULES.test(resolved.url) ? built() : resolved;
  },
});
