/**
 * Website verification (issue #21 §4, beyond the spec): a listed website makes its owner the
 * "official user" of its domain (S0 §7 PinCreateSuccessQuery) only once the site shows the
 * account's token, in a meta tag of the listed page or in a file at a fixed path of its origin.
 * Pure reading of what a backend fetched; the fetching is the backend's.
 */

/** The `name` of the meta tag: `<meta name="pinstack-site-verification" content="TOKEN">`. */
export const SITE_VERIFICATION_META_NAME = 'pinstack-site-verification';

/** The file, at the root of the site's origin, whose lines may hold the token instead. */
export const SITE_VERIFICATION_FILE_PATH = '/.well-known/pinstack-site-verification.txt';

/** The meta tag a site owner adds to the listed page, for the instructions a settings page shows. */
export function siteVerificationMetaTag(token: string): string {
  return `<meta name="${SITE_VERIFICATION_META_NAME}" content="${token}">`;
}

const META_TAG = /<meta\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of one tag's inside, names lower-cased (the first of a repeated name wins, as in HTML). */
function attributesOf(inside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of inside.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** True when `html` has a meta tag named {@link SITE_VERIFICATION_META_NAME} whose content is exactly `token`. */
export function pageShowsVerification(html: string, token: string): boolean {
  if (token === '') return false;
  for (const tag of html.matchAll(META_TAG)) {
    const attributes = attributesOf(tag[1] ?? '');
    if (
      (attributes.get('name') ?? '').trim().toLowerCase() === SITE_VERIFICATION_META_NAME &&
      (attributes.get('content') ?? '').trim() === token
    ) {
      return true;
    }
  }
  return false;
}

/** True when one line of the verification file is exactly `token` (surrounding spaces aside). */
export function fileShowsVerification(text: string, token: string): boolean {
  return token !== '' && text.split(/\r?\n/).some((line) => line.trim() === token);
}
