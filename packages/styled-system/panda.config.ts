import { defineConfig } from '@pandacss/dev';
import { sharedConfig } from './src/shared-config.ts';

// The styled-system (css(), tokens, patterns) generated into dist/, and the stylesheet of the
// component library (Ladle). An app that renders the library extracts its own stylesheet with its
// own config over its sources and the library's: this package knows no app.
export default defineConfig({
  ...sharedConfig,
  include: ['../ui/src/**/*.{ts,tsx}'],
  outdir: 'dist',
});
