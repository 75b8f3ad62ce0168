import type { Config } from '@pandacss/dev';
import { rihlaPreset } from './preset.ts';

// What every Panda config of the product shares: the presets, the reset, the import name and plain
// class names. Each consumer adds what it scans (its own sources and the libraries it renders) and
// where the generated styled-system lives, so this package knows no app.
export const sharedConfig = {
  preflight: true,
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda', rihlaPreset],
  exclude: ['**/*.test.{ts,tsx}'],
  importMap: '@rihla/styled-system',
  hash: false,
} satisfies Config;
