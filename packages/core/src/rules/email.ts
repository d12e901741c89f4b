import { EMAIL_TYPO_TARGET_PROVIDER, FREE_EMAIL_PROVIDERS } from '../constants.js';

// Local part: letters, digits and .!#$%&'*+/=?^_`{|}~- ; domain: labels of letters, digits and
// hyphens, no empty label, at least one dot (core-api.md Clarifications). The dot separating the
// labels keeps the nested repetition linear, so no input can make this regex backtrack badly.
const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

/**
 * Whether a string is an e-mail address by the product's pattern, case-insensitively. The string
 * is taken as is (callers trim what the user typed).
 * S1 §5 e-mail validation.
 */
export function isValidEmail(s: string): boolean {
  return typeof s === 'string' && EMAIL_PATTERN.test(s);
}

/** The domain of an address, lower-cased; `null` when the address has no `@`. */
function splitAddress(email: string): { local: string; domain: string } | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  return { local: email.slice(0, at), domain: email.slice(at + 1).toLowerCase() };
}

const FREE_PROVIDERS: ReadonlySet<string> = new Set(FREE_EMAIL_PROVIDERS);

/**
 * Whether an address is a valid e-mail that is not at a free or consumer provider
 * (`FREE_EMAIL_PROVIDERS`). Implies `isValidEmail`.
 * S1 §5 business e-mail.
 */
export function isBusinessEmail(s: string): boolean {
  if (!isValidEmail(s)) return false;
  const parts = splitAddress(s);
  return parts !== null && !FREE_PROVIDERS.has(parts.domain);
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment, the "Damerau" variant):
 * `gmial` is one edit from `gmail`. Counts UTF-16 units, which is exact for the ASCII domains it
 * compares. Stops early and returns `limit + 1` once every alignment costs more than `limit`.
 * S1 §5 e-mail typo detection (edit distance 1 or 2).
 */
export function damerauLevenshteinDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}

const TYPO_MAX_DISTANCE = 2;
const TARGET_NAME = EMAIL_TYPO_TARGET_PROVIDER.split('.')[0] ?? EMAIL_TYPO_TARGET_PROVIDER;
// The names of the other free providers (`mail`, `live`, `gmx`…) are real services, not typos of
// `gmail`, whatever ending they use (`mail.ru`, `gmx.de`).
const OTHER_PROVIDER_NAMES: ReadonlySet<string> = new Set(
  FREE_EMAIL_PROVIDERS.filter((d) => d !== EMAIL_TYPO_TARGET_PROVIDER).map((d) => d.split('.')[0] ?? d),
);
const MAX_DOMAIN_PARTS_BEFORE_FLAG = 3;

/**
 * A corrected address when the domain looks like a mistyped `gmail.com`, else `null`. Flagged:
 * a domain within edit distance 1 or 2 of `gmail.com` (`gmial.com`, `gmail.cm`); a domain whose
 * first label is `gmail` or within edit distance 1 or 2 of it, with any other ending (`gmail.co`,
 * `gmail.net`, `gnail.org`); a domain of more than three parts starting with `gmail`
 * (`gmail.com.x.y`). Never flagged: `gmail.com` itself, invalid addresses, the other free providers
 * (`yahoo.com`, `hotmail.com`, `mail.com`…) and domains named like them (`mail.ru`). The local part
 * is kept as typed.
 * S1 §5 e-mail typo detection; core-api.md Clarifications.
 */
export function emailTypoSuggestion(email: string): string | null {
  if (!isValidEmail(email)) return null;
  const parts = splitAddress(email);
  if (parts === null) return null;
  const { local, domain } = parts;
  if (domain === EMAIL_TYPO_TARGET_PROVIDER || FREE_PROVIDERS.has(domain)) return null;

  const labels = domain.split('.');
  const name = labels[0] ?? '';
  if (OTHER_PROVIDER_NAMES.has(name)) return null;

  const suggestion = `${local}@${EMAIL_TYPO_TARGET_PROVIDER}`;
  if (damerauLevenshteinDistance(domain, EMAIL_TYPO_TARGET_PROVIDER, TYPO_MAX_DISTANCE) <= TYPO_MAX_DISTANCE) {
    return suggestion;
  }
  if (labels.length > MAX_DOMAIN_PARTS_BEFORE_FLAG && name.startsWith(TARGET_NAME)) return suggestion;
  // Distance 0 here means the name is exactly `gmail` with a non-`com` ending.
  if (damerauLevenshteinDistance(name, TARGET_NAME, TYPO_MAX_DISTANCE) <= TYPO_MAX_DISTANCE) return suggestion;
  return null;
}
