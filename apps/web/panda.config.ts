import { defineConfig } from '@pandacss/dev';
import { sharedConfig } from '@rihla/styled-system/shared-config';

// The app's stylesheet: its own screens and the component library it renders, with the shared
// presets. The generated styled-system (css(), tokens) is the package's, built by its codegen.
export default defineConfig({
  ...sharedConfig,
  include: ['../../packages/ui/src/**/*.{ts,tsx}', './src/**/*.{ts,tsx}'],
  outdir: '../../packages/styled-system/dist',
});
