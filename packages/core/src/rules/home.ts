/**
 * The home feed's words when it has nothing to show (issue #25, from a newcomer trial: a new
 * pinner met "Nothing to see yet." and no way on). Ours: the specs show none.
 */
export const HOME_MESSAGES = {
  /** A signed-in pinner's empty feed: a welcome and a way to start. */
  emptyTitle: 'Your home feed is waiting for its first Pins',
  emptyDetail: 'Save a Pin to a board, or make a board for an idea. Pins from your boards and the people you follow show up here.',
  createPin: 'Create a Pin',
  createBoard: 'Create a board',
  /** Signed out, nothing public yet. */
  nothingYet: 'Nothing to see yet.',
  /** Signed out, above the feed: what the site is for, then `Sign up` or `log in` to start saving. */
  signedOutIntro: 'Save images and links to boards.',
  signUp: 'Sign up',
  logIn: 'log in',
  toStartSaving: 'to start saving.',
} as const;

/**
 * The id of the home page's first screen, which the server sends in the HTML and the web app removes
 * once its grid has painted (issue 22; server `src/http/first-screen.ts`, web `src/feed/first-screen.ts`).
 */
export const FIRST_SCREEN_ID = 'ps-first-screen';
