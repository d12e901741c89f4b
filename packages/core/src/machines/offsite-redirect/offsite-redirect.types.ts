/** The `/offsite/` query the redirect reads (S1 §2). */
export interface OffsiteQuery {
  readonly url?: string | null;
  readonly pin?: string | null;
  readonly token?: string | null;
  readonly isThirdPartyAd?: boolean;
}

/** S1 §7 `GET /v3/offsite/` as the `checkOffsite` actor receives it (check only). */
export interface OffsiteRedirectCheckInput {
  readonly check_only: true;
  readonly url?: string;
  readonly pin_id?: string;
  readonly third_party_ad?: true;
  readonly token?: string;
}

/** What the check answers, as far as the redirect goes (S1 §7). */
export interface OffsiteRedirectCheck {
  readonly url: string;
  readonly redirect_status?: string | null;
  readonly token?: string | null;
}

/** The redirect's memory: the query, and what the check found. */
export interface OffsiteRedirectContext {
  readonly query: OffsiteQuery;
  /** The address to leave for (`opening`, `confirm`). */
  readonly url: string | null;
  /** Its host as the link check reads it (`confirm`). */
  readonly host: string | null;
  /** Why it cannot go on (`failed`). */
  readonly message: string | null;
}

/** Every state, action and actor name of offsiteRedirectMachine. */
export const offsiteRedirectSchema = {
  states: ['start', 'checking', 'opening', 'confirm', 'blocked', 'failed'],
  actions: ['navigate'],
  actors: ['checkOffsite'],
} as const;

/** A state of offsiteRedirectMachine. */
export type OffsiteRedirectStateName = (typeof offsiteRedirectSchema.states)[number];
