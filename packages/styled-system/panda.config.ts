import { defineConfig } from '@pandacss/dev';
import { rihlaPreset } from './src/preset.ts';

// One Panda config for the whole product: the component library and the app share one generated
// styled-system (this package) and one extracted stylesheet, so tokens and recipes never drift.
// Paths are relative to this package: every consumer runs Panda with this folder as its cwd
// (the codegen script, and the PostCSS plugin's `cwd` option in apps/web and Ladle).
export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda', rihlaPreset],
  include: ['../ui/src/**/*.{ts,tsx}', '../../apps/web/src/**/*.{ts,tsx}'],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: 'dist',
  importMap: '@rihla/styled-system',
  hash: false,
});
