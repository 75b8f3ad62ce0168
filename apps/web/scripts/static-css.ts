import type { Plugin } from 'vite';
import { css } from '@rihla/styled-system/css';

// Panda's css() turns a style object into class names in the browser: each call walks its object,
// and the app makes hundreds of them as its modules load, a quarter of the time the wizard's modules
// take to evaluate at 4× CPU (issue 28, "styles at build time"). A call whose arguments are written
// out in full (literals only) always gives the same class names, so the build asks the same css()
// for them and writes the class names in its place. Panda still reads the sources for the stylesheet
// (postcss.config.cjs), so the style sheet is unchanged; a call with anything computed in it is left
// to run in the browser.

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Value = { value: unknown } | null;

const SOURCE = '@rihla/styled-system/css';

/** The value of an expression made of literals only (objects, arrays, strings, numbers, booleans, null). */
function literalValue(node: Node): Value {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? null : { value: node.value };
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0
        ? { value: (node.quasis as { value: { cooked: string } }[])[0]!.value.cooked }
        : null;
    case 'UnaryExpression': {
      const inner = node.operator === '-' ? literalValue(node.argument as Node) : null;
      return inner && typeof inner.value === 'number' ? { value: -inner.value } : null;
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const el of node.elements as (Node | null)[]) {
        const v = el && el.type !== 'SpreadElement' ? literalValue(el) : null;
        if (!v) return null;
        out.push(v.value);
      }
      return { value: out };
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties as Node[]) {
        if (p.type !== 'Property' || p.kind !== 'init' || p.computed || p.method) return null;
        const key = p.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        const v = literalValue(p.value as Node);
        if (name === null || !v) return null;
        out[name] = v.value;
      }
      return { value: out };
    }
    default:
      return null;
  }
}

/** Every node under `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) yield* walk(n);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') yield n;
  for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') yield* walk(v);
}

const isName = (n: unknown, name: string) => (n as Node | null)?.type === 'Identifier' && (n as Node).name === name;

/**
 * Whether this node binds `name`: a variable (destructured too), a function or class, a parameter or a
 * caught error. A pattern is searched whole, so a default value calling `name` counts too: such a
 * module is left as it is, which is always safe.
 */
function declares(n: Node, name: string): boolean {
  const binds = (pattern: unknown) => [...walk(pattern)].some((p) => isName(p, name));
  if (n.type === 'VariableDeclarator') return binds(n.id);
  if (n.type === 'FunctionDeclaration' || n.type === 'ClassDeclaration') return isName(n.id, name) || binds(n.params);
  if (n.type === 'CatchClause') return binds(n.param);
  return binds(n.params);
}

/**
 * `code` with each literal-only call of styled-system's css() replaced by its class names, given the
 * module's syntax tree; null when nothing changed. A module that binds `css` to anything else as well
 * is left as it is.
 */
export function staticCss(code: string, program: Node): string | null {
  const imports = (program.body as Node[]).filter((s) => s.type === 'ImportDeclaration' && (s.source as Node).value === SOURCE);
  const local = imports
    .flatMap((s) => s.specifiers as Node[])
    .find((s) => s.type === 'ImportSpecifier' && ((s.imported as Node).name ?? (s.imported as Node).value) === 'css');
  if (!local) return null;
  const name = (local.local as Node).name as string;
  const calls: { start: number; end: number; classes: string }[] = [];
  for (const n of walk(program)) {
    // Another binding of the same name (a variable, a parameter, a function) would make a call ambiguous.
    if (declares(n, name)) return null;
    if (n.type !== 'CallExpression' || (n.callee as Node).type !== 'Identifier' || (n.callee as Node).name !== name) continue;
    const args = (n.arguments as Node[]).map(literalValue);
    if (args.length === 0 || args.some((a) => a === null)) continue;
    calls.push({ start: n.start, end: n.end, classes: css(...(args.map((a) => a!.value) as Parameters<typeof css>)) });
  }
  if (calls.length === 0) return null;
  let out = code;
  for (const c of calls.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, c.start)}${JSON.stringify(c.classes)}${out.slice(c.end)}`;
  return out;
}

/** The Vite plugin (builds only): runs on the app's and the component library's modules once they are JavaScript. */
export function staticCssPlugin(): Plugin {
  return {
    name: 'rihla-static-css',
    // The development server draws in the browser only and has no slow phone to spare.
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]!) || !code.includes(SOURCE)) return null;
      const changed = staticCss(code, this.parse(code) as unknown as Node);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
