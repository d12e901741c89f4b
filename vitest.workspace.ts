// vitest 4 no longer reads this file on its own: vitest.config.ts imports the list.
export const projects = [
  'packages/core',
  'packages/fixtures',
  'packages/http-adapter',
  'packages/react-ui',
  'packages/server',
  'packages/web',
  'docs',
];
