/**
 * Core's table of every call's request schema, as its own module: `client.ts` loads it with
 * `import()` on the first call outside the save picker's (issue #22), so a bundler can leave it
 * out of the code a page needs before the picker shows.
 */
export { REQUESTS } from '@pinstack/core';
