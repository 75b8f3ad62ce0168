/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  defaultStory: '',
  addons: { rtl: { enabled: true, defaultState: true }, theme: { enabled: false } },
};
