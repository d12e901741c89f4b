/**
 * The one place the server says in SQL who may see, list, change or pick a board: one named
 * predicate per @pinstack/core rule, each checked against that rule on PGlite by a property
 * (`visibility.test.ts`: for generated boards, owners, privacies, collaborators, archives and
 * viewers, a predicate keeps exactly the boards the rule accepts). Every read that filters boards
 * by viewer uses these; a single board read by id or URL asks the core rule itself (`access.ts`).
 *
 * Each predicate takes the alias of a `boards` row and the SQL of the viewer's id (a parameter such
 * as `$1`; `''` when signed out, which owns and collaborates on nothing).
 */

/** SQL text of a boards alias, a parameter or a literal: a fragment, never a value. */
type Sql = string;

/**
 * S0 §6 the viewer owns the board or collaborates on it (core `isOwnerOrCollaborator`, by id: a
 * stored `collaborated_by_me` projection never counts).
 */
const ownsOrCollaborates = (board: Sql, viewer: Sql): Sql =>
  `(${board}.owner_id = ${viewer}
    OR EXISTS (SELECT 1 FROM board_collaborators vc WHERE vc.board_id = ${board}.id AND vc.user_id = ${viewer}))`;

/**
 * Core `isBoardListed` (= `isBoardListedOnProfile`, S0 §6): public boards for everyone; secret and
 * protected ("not listed on user's profile") ones for their owner and collaborators. The rule of
 * every list: the home feed, a profile's boards and Pins and its counts, search, typeahead.
 */
export const listed = (board: Sql, viewer: Sql): Sql => `(${board}.privacy = 'public' OR ${ownsOrCollaborates(board, viewer)})`;

/**
 * Core `canViewBoard` (S0 §6): anyone may open a public or protected board by its link; a secret
 * one exists only for its owner and collaborators. The rule of what one link shows (a Pin's images,
 * a stored image).
 */
export const viewable = (board: Sql, viewer: Sql): Sql => `(${board}.privacy <> 'secret' OR ${ownsOrCollaborates(board, viewer)})`;

/** Core `canViewBoard` for someone signed out (`viewable(board, "''")`): anyone with the link, so shared caches may keep it. */
export const viewableByAnyone = (board: Sql): Sql => `(${board}.privacy <> 'secret')`;

/** Core `canWriteBoard` (S0 §6): the owner or a collaborator saves to, edits and moves within a board, whatever its privacy. */
export const editable = (board: Sql, viewer: Sql): Sql => ownsOrCollaborates(board, viewer);

/**
 * Core `isPickerCandidate` (S0 §6, S0 §3 options): a board the viewer may edit, not archived by the
 * viewer; with an advertiser (`advertiser`, SQL of a text parameter, NULL for none) only that
 * advertiser's; with `filter` 'protected' (SQL of a text parameter, NULL for none) only protected
 * ones. The picker's cover and order are core's `pickerBoards`, its shortlist core's `shortlistBoards`.
 */
export const pickerCandidate = (board: Sql, viewer: Sql, advertiser: Sql, filter: Sql): Sql =>
  `(${editable(board, viewer)}
    AND NOT EXISTS (SELECT 1 FROM board_archives va WHERE va.board_id = ${board}.id AND va.user_id = ${viewer})
    AND (${advertiser}::text IS NULL OR ${board}.advertiser_id = ${advertiser})
    AND (${filter}::text IS DISTINCT FROM 'protected' OR ${board}.privacy = 'protected'))`;
