/**
 * Each page's document title (issue 20, beyond the spec: expected by users): what the page is
 * about, then the product's name, so tabs, history and bookmarks tell pages apart.
 */
import { DOCUMENT_TITLE_SUBJECT_MAX, PRODUCT_NAME } from '../constants.js';
import { truncateText } from './text.js';

/**
 * The document title of a page about `subject` (a Pin's title, a board's or a person's name, a
 * search query, a page's heading): `{subject} | Pinstack`, white space collapsed and shortened
 * past DOCUMENT_TITLE_SUBJECT_MAX characters (`truncateText`); `Pinstack` alone without one.
 */
export function documentTitle(subject?: string | null): string {
  const text = (subject ?? '').replace(/\s+/g, ' ').trim();
  if (text === '' || text === PRODUCT_NAME) return PRODUCT_NAME;
  return `${truncateText(text, DOCUMENT_TITLE_SUBJECT_MAX)} | ${PRODUCT_NAME}`;
}
