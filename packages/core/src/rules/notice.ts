/**
 * S1 §2/§3 search advisory notices projected into what a screen shows: the description cut into
 * text and link segments by its tags, actions as buttons or links (telephone links centred),
 * unsafe links dropped; and the S1 §8 unauthenticated error modal text.
 */
import { ADVISORY_SEVERITY, NOTICE_LINK_TAG_TYPE, NOTICE_STYLE_LARGE_BANNER } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { PATH_ONLY_ORIGIN, safeRedirectWithReason } from './redirect.js';
import { offsiteUrl } from './routes.js';

/** A text tag of a notice description; `tagType` 5 is an inline link. S1 §3. */
export interface NoticeTextTag {
  readonly offset: number;
  readonly length: number;
  readonly link?: string | null;
  readonly tagType: number;
}

/** A notice description: text plus its tags. S1 §3. */
export interface NoticeDescription {
  readonly text?: string | null;
  readonly tags?: readonly NoticeTextTag[] | null;
}

/** One action of a notice: its button (link and text), title and description text. S1 §3. */
export interface NoticeAction {
  readonly button?: { readonly link?: string | null; readonly text?: string | null } | null;
  readonly title?: string | null;
  readonly description?: { readonly text?: string | null } | null;
}

/** One notice of S1 §3: style (2 = large styled banner), title, description, actions, footer. */
export interface NoticeItem {
  readonly style?: number | null;
  readonly title?: string | null;
  readonly description?: NoticeDescription | null;
  readonly actions?: readonly NoticeAction[] | null;
  readonly footer?: { readonly link?: string | null; readonly text?: string | null } | null;
}

/** The S1 §3 Notice: the advisory it answers, its severity and its notices. */
export interface Notice {
  readonly advisory?: Readonly<Record<string, unknown>> | null;
  readonly severity?: number | null;
  readonly notices?: readonly NoticeItem[] | null;
}

/**
 * A link a notice may open (S1 §2): a path on our own origin, an outside http(s) page through
 * `/offsite/` (`external`), or a `tel:` number (`telephone`).
 */
export interface NoticeLink {
  readonly href: string;
  readonly external: boolean;
  readonly telephone: boolean;
}

/** A piece of a notice description: plain text or an inline link. S1 §2/§3. */
export type NoticeSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly link: NoticeLink };

/**
 * An action as shown (S1 §2): a `button` on a large banner, otherwise a `link`; a telephone link
 * is always a link in the centred style.
 */
export interface NoticeActionView {
  readonly kind: 'button' | 'link';
  readonly label: string;
  readonly link: NoticeLink;
  readonly centred: boolean;
  readonly title: string | null;
  readonly description: string | null;
}

/** One notice as shown. S1 §2/§3. */
export interface NoticeView {
  readonly largeBanner: boolean;
  readonly title: string | null;
  readonly description: readonly NoticeSegment[];
  readonly actions: readonly NoticeActionView[];
  readonly footer: { readonly text: string; readonly link: NoticeLink | null } | null;
}

/** A search advisory screen: the severity (when one of `ADVISORY_SEVERITY`) and its notices. S1 §2/§3. */
export interface NoticeScreen {
  readonly severity: number | null;
  readonly notices: readonly NoticeView[];
}

// A telephone link: `tel:`, an optional `+`, then digits with the usual separators; nothing that
// could carry a parameter or script.
const TELEPHONE = /^tel:\+?[0-9][0-9 ().-]*$/iu;

/**
 * Where a notice link may go (S1 §2/§3): `tel:` numbers as they are; paths and URLs of
 * `ownOrigin` as the path `safeRedirect` accepts; other http(s) pages that pass the same checks
 * through `/offsite/` (S1 §2 outbound link); anything else (`javascript:`, `data:`, malformed,
 * userinfo, look-alikes…) → `null`, so the text shows unlinked. Never throws.
 * @default ownOrigin = PATH_ONLY_ORIGIN
 */
export function noticeLink(href: string | null | undefined, ownOrigin: string = PATH_ONLY_ORIGIN): NoticeLink | null {
  if (typeof href !== 'string') return null;
  if (TELEPHONE.test(href)) return { href, external: false, telephone: true };
  const checked = safeRedirectWithReason(href, ownOrigin);
  if (checked.rejected === null) return { href: checked.path, external: false, telephone: false };
  // `other-origin` is reached only by an http(s) URL that passed every raw and parser check.
  if (checked.rejected === 'other-origin') return { href: offsiteUrl({ url: href }), external: true, telephone: false };
  return null;
}

const trimmedText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The description cut into text and link segments (S1 §3 text tags). Offsets and lengths count
 * Unicode code points. Only tags of type 5 (`NOTICE_LINK_TAG_TYPE`) link; a tag whose offset is
 * not a whole number inside the text, or whose length is not a positive whole number, is skipped;
 * one reaching past the end is clamped to it; one overlapping an earlier tag (by offset) is
 * skipped; one whose link is unsafe leaves its text plain. The segments always spell the text.
 * @default ownOrigin = PATH_ONLY_ORIGIN
 */
export function noticeDescriptionSegments(
  description: NoticeDescription | null | undefined,
  ownOrigin: string = PATH_ONLY_ORIGIN,
): readonly NoticeSegment[] {
  const text = typeof description?.text === 'string' ? description.text : '';
  const points = Array.from(text);
  const tags = Array.isArray(description?.tags) ? description.tags : [];
  const usable = tags
    .filter(
      (tag): tag is NoticeTextTag =>
        tag !== null &&
        typeof tag === 'object' &&
        tag.tagType === NOTICE_LINK_TAG_TYPE &&
        Number.isSafeInteger(tag.offset) &&
        Number.isSafeInteger(tag.length) &&
        tag.offset >= 0 &&
        tag.offset < points.length &&
        tag.length > 0,
    )
    .sort((a, b) => a.offset - b.offset);

  const segments: NoticeSegment[] = [];
  const pushText = (piece: string): void => {
    if (piece === '') return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') segments[segments.length - 1] = { kind: 'text', text: last.text + piece };
    else segments.push({ kind: 'text', text: piece });
  };
  let cursor = 0;
  for (const tag of usable) {
    if (tag.offset < cursor) continue;
    const end = Math.min(points.length, tag.offset + tag.length);
    pushText(points.slice(cursor, tag.offset).join(''));
    const linked = points.slice(tag.offset, end).join('');
    const link = noticeLink(tag.link, ownOrigin);
    if (link === null) pushText(linked);
    else segments.push({ kind: 'link', text: linked, link });
    cursor = end;
  }
  pushText(points.slice(cursor).join(''));
  return segments;
}

/**
 * One action as shown (S1 §2/§3): labelled by its button text, else its title; `null` (left out)
 * when it has no label or its link is missing or unsafe. A telephone link is a centred link; on a
 * large banner other actions are buttons, elsewhere links.
 * @default ownOrigin = PATH_ONLY_ORIGIN
 */
export function noticeActionView(
  action: NoticeAction | null | undefined,
  largeBanner: boolean,
  ownOrigin: string = PATH_ONLY_ORIGIN,
): NoticeActionView | null {
  if (action === null || typeof action !== 'object') return null;
  const title = trimmedText(action.title);
  const label = trimmedText(action.button?.text) ?? title;
  const link = noticeLink(action.button?.link, ownOrigin);
  if (label === null || link === null) return null;
  return {
    kind: link.telephone || largeBanner !== true ? 'link' : 'button',
    label,
    link,
    centred: link.telephone,
    title,
    description: trimmedText(action.description?.text),
  };
}

const SEVERITIES: readonly number[] = Object.values(ADVISORY_SEVERITY);

/**
 * A search advisory Notice as a screen shows it (S1 §2/§3): each notice with its large-banner
 * flag (style 2, `NOTICE_STYLE_LARGE_BANNER`), trimmed title (blank → `null`), description
 * segments, usable actions and footer (blank text → no footer; unsafe link → unlinked text).
 * A severity outside `ADVISORY_SEVERITY` is `null`. Never throws.
 * @default ownOrigin = PATH_ONLY_ORIGIN
 */
export function noticeScreen(notice: Notice | null | undefined, ownOrigin: string = PATH_ONLY_ORIGIN): NoticeScreen {
  const severity = notice?.severity;
  const items = Array.isArray(notice?.notices) ? notice.notices : [];
  return {
    severity: typeof severity === 'number' && SEVERITIES.includes(severity) ? severity : null,
    notices: items
      .filter((item): item is NoticeItem => item !== null && typeof item === 'object')
      .map((item) => {
        const largeBanner = item.style === NOTICE_STYLE_LARGE_BANNER;
        const actions = Array.isArray(item.actions) ? item.actions : [];
        const footerText = trimmedText(item.footer?.text);
        return {
          largeBanner,
          title: trimmedText(item.title),
          description: noticeDescriptionSegments(item.description, ownOrigin),
          actions: actions.flatMap((action) => noticeActionView(action, largeBanner, ownOrigin) ?? []),
          footer: footerText === null ? null : { text: footerText, link: noticeLink(item.footer?.link, ownOrigin) },
        };
      }),
  };
}

/**
 * The text of the unauthenticated error modal (S1 §8): the error's `message_detail`, else its
 * `message` (an `Error`'s or an API error's), else a non-blank string error itself, trimmed;
 * otherwise 'Unknown Error' (`MESSAGES.unknownError`). Never throws.
 */
export function unauthenticatedErrorText(error: unknown): string {
  if (typeof error === 'string') return trimmedText(error) ?? MESSAGES.unknownError;
  if (error === null || typeof error !== 'object') return MESSAGES.unknownError;
  const fields = error as { readonly message_detail?: unknown; readonly message?: unknown };
  return trimmedText(fields.message_detail) ?? trimmedText(fields.message) ?? MESSAGES.unknownError;
}
