// The app's styles: its own Panda config (panda.config.ts) over its sources and packages/ui.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': { cwd: __dirname, configPath: require('node:path').join(__dirname, 'panda.config.ts') },
  },
};
