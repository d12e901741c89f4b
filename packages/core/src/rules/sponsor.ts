import { EU_AD_LABEL, SPONSORSHIP_GROUPED_STATUSES } from '../constants.js';
import { SAVING_MESSAGES } from '../messages.js';
import { offsiteUrl } from './routes.js';

/** S0 §3 sponsorship status as a Pin carries it: a number, or its code as a string. */
export type SponsorshipStatus = number | string | null | undefined;

/** S0 §5 the sponsor of a Pin as the label needs it. */
export interface Sponsor {
  readonly name?: string | null;
  readonly link?: string | null;
  readonly username?: string | null;
}

/** S0 §5 the sponsor label: prefix, wording, and the sponsor's name with its link when it may be named. */
export interface SponsorLabel {
  /** 'Ad • ' in the EU-ad-string experiment for a Pin that is not promoted, else ''. */
  readonly prefix: string;
  /** 'Paid partnership with' when a sponsor is named, else 'Paid partnership'. */
  readonly text: string;
  /** The sponsor shown after `text`; `href` is null when there is neither a link nor a username. */
  readonly sponsor: { readonly name: string; readonly href: string | null } | null;
  /** The whole label as one string (for accessibility labels and plain-text surfaces). */
  readonly plainText: string;
}

/** Parses a status given as a number or a decimal code string; anything else is `null`. */
function statusCode(status: SponsorshipStatus): number | null {
  if (typeof status === 'number') return Number.isInteger(status) ? status : null;
  if (typeof status === 'string' && /^\s*-?\d+\s*$/.test(status)) return Number.parseInt(status, 10);
  return null;
}

/**
 * S0 §3/§5: the status is one of the grouped values 0, 2, 3 (SPONSORSHIP_GROUPED_STATUSES), compared
 * by unit code, so `2` and `'2'` are the same status.
 */
export function isGroupedSponsorshipStatus(status: SponsorshipStatus): boolean {
  const code = statusCode(status);
  return code !== null && (SPONSORSHIP_GROUPED_STATUSES as readonly number[]).includes(code);
}

const SAFE_EXTERNAL_LINK = /^https?:\/\/[^\s\\/?#@]+(?:[/?#][^\s\\]*)?$/i;

/**
 * S0 §5 where the sponsor name links to: its link when that is an http(s) URL, through `/offsite/`
 * (S1 §2 outbound link, so the S1 §5 check applies), else its profile `/{username}/` (S0 §2), else
 * `null` (name shown unlinked).
 */
export function sponsorHref(sponsor: Sponsor): string | null {
  const link = sponsor.link?.trim();
  if (link && SAFE_EXTERNAL_LINK.test(link)) return offsiteUrl({ url: link });
  const username = sponsor.username?.trim();
  return username ? `/${encodeURIComponent(username)}/` : null;
}

/**
 * S0 §5 sponsor label, `null` for a Pin without a sponsorship status. Our wording (S0 §5 "driven by
 * the unit-code comparison of the status"): a grouped status (0, 2, 3: not confirmed by the sponsor)
 * reads 'Paid partnership' and names no sponsor; any other status reads 'Paid partnership with
 * {name}', the name linked only when a link or username exists. In the EU-ad-string experiment a Pin
 * that is not promoted gets the prefix 'Ad • '.
 */
export function sponsorLabel(input: {
  readonly status: SponsorshipStatus;
  readonly sponsor?: Sponsor | null;
  readonly euAdStringExperiment: boolean;
  readonly isPromoted: boolean;
}): SponsorLabel | null {
  if (statusCode(input.status) === null) return null;
  const prefix = input.euAdStringExperiment && !input.isPromoted ? EU_AD_LABEL : '';
  const name = input.sponsor?.name?.trim();
  const sponsor = !isGroupedSponsorshipStatus(input.status) && input.sponsor && name ? { name, href: sponsorHref(input.sponsor) } : null;
  const text = sponsor ? SAVING_MESSAGES.paidPartnershipWith : SAVING_MESSAGES.paidPartnership;
  return { prefix, text, sponsor, plainText: `${prefix}${text}${sponsor ? ` ${sponsor.name}` : ''}` };
}
