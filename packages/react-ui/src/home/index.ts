export { EmptyHomeFeed } from './EmptyHomeFeed.js';
export type { EmptyHomeFeedProps } from './EmptyHomeFeed.js';
