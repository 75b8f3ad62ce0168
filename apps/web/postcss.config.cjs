// The app's styles come from the shared Panda config, which scans packages/ui and apps/web.
const path = require('node:path');
const styledSystem = path.resolve(__dirname, '../../packages/styled-system');

module.exports = {
  plugins: {
    '@pandacss/dev/postcss': { cwd: styledSystem, configPath: path.join(styledSystem, 'panda.config.ts') },
  },
};
