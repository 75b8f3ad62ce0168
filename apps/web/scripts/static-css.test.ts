import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { css } from '@rihla/styled-system/css';
import { staticCss } from './static-css.ts';

const IMPORT = `import { css } from '@rihla/styled-system/css';\n`;
const run = (code: string) => staticCss(code, parseAst(code) as never);

describe('literal css() calls written as their class names at build time', () => {
  it('gives the class names css() gives in the browser, after Arabic text too', () => {
    const style = { display: 'flex', gap: '4', padding: { base: '2', md: '4' }, _hover: { color: 'red' }, marginInlineStart: -1 };
    const code = `${IMPORT}const t = "مرحبا بكم في رحلة";\nconst a = css(${JSON.stringify(style)}, { fontWeight: \`700\` });\n`;
    expect(run(code)).toBe(
      `${IMPORT}const t = "مرحبا بكم في رحلة";\nconst a = ${JSON.stringify(css(style, { fontWeight: '700' }))};\n`,
    );
  });

  it('replaces calls inside functions and JSX props, and leaves any call with something computed', () => {
    const code = `${IMPORT}function A(p) { return [css({ color: 'red' }), css({ color: p.c }), css(base, { gap: '2' }), css({ ...x })]; }\n`;
    const out = run(code)!;
    expect(out).toContain(JSON.stringify(css({ color: 'red' })));
    expect(out).toContain('css({ color: p.c })');
    expect(out).toContain(`css(base, { gap: '2' })`);
    expect(out).toContain('css({ ...x })');
  });

  it('follows a renamed import, and leaves a module where the name is bound to something else too', () => {
    const renamed = `import { css as style } from '@rihla/styled-system/css';\nconst a = style({ color: 'red' });\n`;
    expect(run(renamed)).toContain(`const a = ${JSON.stringify(css({ color: 'red' }))};`);
    const shadowed = `${IMPORT}const a = css({ color: 'red' });\nfunction f(css) { return css({ color: 'blue' }); }\n`;
    expect(run(shadowed)).toBeNull();
    const destructured = `${IMPORT}const a = css({ color: 'red' });\nconst { css: _c, ...rest } = x;\nconst f = ({ css }) => css({ color: 'blue' });\n`;
    expect(run(destructured)).toBeNull();
  });

  it('changes nothing in a module that does not import styled-system’s css', () => {
    expect(run(`const css = (x) => x;\nconst a = css({ color: 'red' });\n`)).toBeNull();
  });
});
