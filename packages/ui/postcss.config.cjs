// Ladle (and any Vite build rooted here) extracts styles with the shared Panda config.
const path = require('node:path');
const styledSystem = path.resolve(__dirname, '../styled-system');

module.exports = {
  plugins: {
    '@pandacss/dev/postcss': { cwd: styledSystem, configPath: path.join(styledSystem, 'panda.config.ts') },
  },
};
