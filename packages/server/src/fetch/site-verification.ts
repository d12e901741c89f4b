/**
 * Reads a user's website for their verification token (issue #21 §4): the listed page's meta tag,
 * else the verification file at the root of its origin (core rules/site-verification.ts), each
 * fetched with the safe fetcher.
 */
import { fileShowsVerification, pageShowsVerification, SITE_VERIFICATION_FILE_PATH } from '@pinstack/core';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch.js';

/** The listed page is read up to this many bytes: the tag belongs in its head. */
export const PAGE_READ_BYTES = 512 * 1024;
/** The verification file may be at most this long. */
export const FILE_MAX_BYTES = 4 * 1024;

/** The address of the verification file of the site at `websiteUrl`, or `null` when it is no http(s) URL. */
export function siteVerificationFileUrl(websiteUrl: string): string | null {
  if (!URL.canParse(websiteUrl)) return null;
  const url = new URL(websiteUrl);
  return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${SITE_VERIFICATION_FILE_PATH}` : null;
}

/** Whether the site showed the token, and else why not (one line for `message_detail`). */
export type SiteCheck = { readonly verified: true } | { readonly verified: false; readonly why: string };

/** Looks for `token` on the website at `websiteUrl`: its page's meta tag, then the file. */
export async function checkSite(
  websiteUrl: string,
  token: string,
  options: Pick<SafeFetchOptions, 'allowPrivate' | 'resolve'> = {},
): Promise<SiteCheck> {
  let why = 'the page has no pinstack-site-verification meta tag with your token';
  try {
    const page = await safeFetch(websiteUrl, { ...options, accept: 'text/html', maxBytes: PAGE_READ_BYTES, overflow: 'truncate' });
    if (page.status === 200 && pageShowsVerification(page.body.toString('utf8'), token)) return { verified: true };
    if (page.status !== 200) why = `the page answered ${page.status}`;
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    // note: a site we may not or cannot reach has no file we could read either
    return { verified: false, why: `the website could not be read: ${error.message}` };
  }
  const fileUrl = siteVerificationFileUrl(websiteUrl);
  if (fileUrl === null) return { verified: false, why };
  try {
    const file = await safeFetch(fileUrl, { ...options, accept: 'text/plain', maxBytes: FILE_MAX_BYTES });
    if (file.status === 200 && fileShowsVerification(file.body.toString('utf8'), token)) return { verified: true };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
  }
  return { verified: false, why: `${why}, and ${SITE_VERIFICATION_FILE_PATH} does not hold it` };
}
