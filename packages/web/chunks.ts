/**
 * Chunk groups of the web app's build. Left to itself, Rolldown splits the create-Pin page's code
 * into ~40 small shared chunks (one per set of pages that share a module): each costs a request,
 * its own gzip window and export/import glue, ~7 KB gzipped in all. Four groups gather what that
 * page loads before its board picker shows (issue 11, `npm run size`):
 *
 * - `backend`: the Effect runtime and Schema, the core port tags and request schemas, the HTTP
 *   adapter's calls and the web app's backend wiring — loaded by `import()` at start, on every page.
 * - `machines`: xstate and @xstate/react — shared by every page with a machine.
 * - `primitives`: the React primitives (button, field, spinner) nearly every page shows.
 * - `picker`: the save-Pin machine with the form machines it spawns, the rules it reads, and the
 *   React views of the picker — shared by every page with a `Save` button.
 *
 * Only modules matched here are grouped (`includeDependenciesRecursively: false`); the rest (other
 * pages' machines, the create forms and success dialog fetched after the picker shows) keep
 * Rolldown's own chunking. Barrels (`index.ts`) stay out so a group never drags in a whole package.
 */
const BACKEND_PARTS = [
  'node_modules/effect/dist/(?!Cache.js|MutableHashMap.js)',
  // the ports, and the request schemas of the picker's own calls; the table of every call's
  // request schema (ports/requests.ts, with the other requests/*) loads on the first other call
  // (not the routes table either: the adapter derives a call's route with `routeOf`; the table
  // loads with the browse cache that reads it)
  'packages/core/src/ports/(?!requests\\.ts|storage\\.ts|other-schemas\\.ts|routes\\.ts)',
  'packages/core/src/requests/(common|boards)\\.ts',
  // the rules the request schemas read (not rules/promote-links.ts: the shell reaches it through
  // rules/mobile.ts → save.ts, and grouped here it made the entry import the whole backend)
  'packages/core/src/rules/(browse|enforcement)\\.ts',
  // (not the uploader itself: `lazyPlatformUploader` fetches it with the first upload)
  'packages/http-adapter/src/(client|config|boards|lazy-uploader|errors|routes)\\.ts',
  'packages/web/src/ports/(browse|http-backend|outcome)\\.ts',
];

// What every page with a machine shares: xstate and its React binding, and the stub every machine's
// I/O actor starts as (machines/saving-support.ts: in the picker group it made the header typeahead,
// the settings, invitations and offsite pages, the outbound-link check and the image upload fetch
// the whole picker chunk for it).
const MACHINES_PARTS = [
  'node_modules/(xstate|@xstate/react)/',
  'node_modules/use-sync-external-store/(shim|cjs/use-sync-external-store-shim)/with-selector',
  'node_modules/use-isomorphic-layout-effect/',
  'packages/core/src/actors/run-port-call\\.ts',
  'packages/core/src/machines/saving-support\\.ts',
  'packages/react-ui/src/provider/(use-latest|use-bound-machine)',
];

// The React primitives (buttons, fields, spinner) nearly every page shows, machine or not. Not the
// modal: a dialog opens on an action, and the create-Pin page shows its picker in the page, so the
// modal is a chunk of its own, loaded with the pages and steps that open one (0.9 KB off that page's
// path with the save modal's frame below). With them, the small shared modules that otherwise each
// become a chunk of their own (a request and its glue each): the lazy-component helper, the colour
// and notice-link rules, and the one combobox connect (the picker's list, the two flyouts and the
// search box spread its attributes).
const PRIMITIVES_PARTS = [
  'packages/react-ui/src/(primitives/(?!Modal)|provider/preloadable)',
  'packages/web/src/(device|navigation)\\.ts',
  'packages/core/src/rules/(color|combobox|notice)\\.ts',
];

const PICKER_PARTS = [
  'packages/core/src/actors/(add-section-form\\.actors|board-create-form\\.actors|pin-save|pin-suggestions\\.actors|save-pin\\.actors)\\.ts',
  'packages/core/src/machines/(add-section-form/|board-create-form/|board-title-suggestions/|save-pin/)',
  // note: not rules/mobile.ts, save.ts (which mobile.ts reads) nor text.ts: the shell reads them
  // (history, document title), and grouped here they made the entry import this whole chunk and,
  // through it, the backend; nor rules/success-dialog.ts: only the success dialog reads it, so it
  // loads with that lazy step (preloaded once the list is up), not before the picker shows
  'packages/core/src/rules/(acting-as|board|create-pin-page|picker-keyboard|picker|pin-image|same-pin)\\.ts',
  // the add-image step of a page without an image of ours (the upload control, the warming of
  // another site's image) is fetched on demand (nor the sensitive-content notice: fetched for the
  // few Pins that carry one; nor the save modal's frame: the create-Pin page shows the steps in its own)
  'packages/react-ui/src/(create-pin-page/(?!AddPinImage|ImageFirst|use-warmed-image)|save-pin/(?!SavedStep|SensitiveNotice|SaveToBoardModal\\.tsx))',
  'packages/web/src/pages/CreatePinRoute',
];

const grouped = (pattern: RegExp) => (id: string) =>
  // note: react-window's wrapper stays lazy (it is fetched only for a long board list)
  pattern.test(id) && !/\/index\.tsx?$/.test(id) && !id.includes('VirtualOptions');

// The core words and numbers every page shares with the shell (constants, messages, the save and
// promote-link rules the shell's history reads): one chunk instead of three, each with its own glue and gzip window.
const SHARED_PARTS = [
  'packages/core/src/(constants|messages)\\.ts',
  'packages/core/src/rules/(save|promote-links|whatwg-url)\\.ts',
  'node_modules/use-sync-external-store/(shim/index|cjs/use-sync-external-store-shim\\.production)\\.js',
];

/**
 * Each group's patterns, one per kind of module it gathers (a path below the repository, or below
 * `node_modules`); a group takes a module any of them matches. `chunks.test.ts` fails when one of
 * them matches no file, so a renamed or moved module cannot silently leave its group.
 */
export const CHUNK_PATTERNS = {
  shared: SHARED_PARTS,
  backend: BACKEND_PARTS,
  machines: MACHINES_PARTS,
  primitives: PRIMITIVES_PARTS,
  picker: PICKER_PARTS,
} as const satisfies Record<string, readonly string[]>;

const patternOf = (parts: readonly string[]) => new RegExp(parts.join('|'));

export const CHUNK_GROUPS = (Object.keys(CHUNK_PATTERNS) as (keyof typeof CHUNK_PATTERNS)[]).map((name) => ({
  name,
  test: grouped(patternOf(CHUNK_PATTERNS[name])),
}));
