/**
 * Rules every backend enforces on a call (S0 §5, §6; S1 §5; wire-protocol.md "Envelope"), each
 * returning the `Refusal` to answer with (status, the message the UI shows, a detail) or `null`
 * when the call may go on. The reference server answers a refusal with its envelope; the in-memory
 * fake turns it into the port's `ApiError`: one rule, one message, on both.
 */
import { CONCURRENT_BOARD_ACTION_CODE, EXPIRED_SESSION_CODE, MICRO_CURRENCY_MULTIPLIER } from '../constants.js';
import type { Board, BoardPrivacy } from '../entities.js';
import { MESSAGES, QUICK_PROMOTE_MESSAGES, SERVER_MESSAGES } from '../messages.js';
import { canViewBoard, canWriteBoard } from './board.js';
import { COUNTRY_MESSAGES, isCountryCode } from './countries.js';
import {
  checkQuickPromoteRequest,
  mayPromotePin,
  type QuickPromoteRequestFacts,
  validateQuickPromoteBudget,
  validateQuickPromoteDuration,
} from './quick-promote.js';

/** HTTP statuses the wire protocol gives a meaning to (wire-protocol.md, Envelope). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/** A refused call: the status, the message the UI shows, an optional detail and product code. */
export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly detail?: string,
    readonly apiErrorCode?: number,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Wire protocol: the message of options that do not decode (the detail names the field). */
export const INVALID_OPTIONS = 'Invalid options.';
/** Shortest password a backend accepts (not shown in the specs; ours). */
export const PASSWORD_MIN_LENGTH = 8;
/** Usernames: 3 to 30 letters, digits or `_` (ours; S1 §3 shows none). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;

/** 400: bad input, with a rule's message. */
export const badRequest = (message: string, detail?: string): Refusal => new Refusal(400, message, detail);
/** 401: no session where one is needed. */
export const notSignedIn = (): Refusal => new Refusal(401, MESSAGES.notSignedIn);
/** 401 with `api_error_code` 7: the session ended or is unknown (S1 §2). */
export const sessionExpired = (): Refusal => new Refusal(401, MESSAGES.notSignedIn, undefined, EXPIRED_SESSION_CODE);
/** 403: signed in but not allowed. */
export const forbidden = (detail?: string): Refusal => new Refusal(403, MESSAGES.notAllowed, detail);
/** 404: no such object, or one the caller may not know exists (secret boards). */
export const notFound = (detail?: string): Refusal => new Refusal(404, MESSAGES.notFound, detail);
/** 409 with `api_error_code` 2171: a board action is still running for the board (S0 §8). */
export const boardActionRunning = (): Refusal => new Refusal(409, MESSAGES.boardActionInProgress, undefined, CONCURRENT_BOARD_ACTION_CODE);

/** Sign-up: a password shorter than `PASSWORD_MIN_LENGTH` characters (code points) is 400. */
export function passwordRefusal(password: string): Refusal | null {
  return [...password].length < PASSWORD_MIN_LENGTH ? badRequest(SERVER_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH)) : null;
}

/** Sign-up and profile edits: a username outside `USERNAME_PATTERN` is 400. */
export function usernameRefusal(username: string): Refusal | null {
  return USERNAME_PATTERN.test(username) ? null : badRequest(INVALID_OPTIONS, 'username: 3 to 30 letters, digits or _');
}

/**
 * S0 §6 read: a missing board and a secret board the viewer is not a member of are the same 404,
 * so a non-member learns nothing about it.
 */
export function boardReadRefusal(board: Board | undefined, viewerId: string | null): Refusal | null {
  return board === undefined || !canViewBoard(board, viewerId) ? notFound('board') : null;
}

/** S0 §6 write: only the owner or a collaborator (403 for a board the actor can see; 404 otherwise). */
export function boardWriteRefusal(board: Board | undefined, actorId: string): Refusal | null {
  return (
    boardReadRefusal(board, actorId) ??
    (board !== undefined && !canWriteBoard(board, actorId) ? forbidden('Only the owner or a collaborator can change this board.') : null)
  );
}

/** S0 §6: only the owner picks privacy, and a protected (advertiser) board's privacy is locked. */
export function boardPrivacyRefusal(board: Board, actorId: string, requested: BoardPrivacy | undefined): Refusal | null {
  if (requested === undefined || requested === board.privacy) return null;
  if (board.owner?.id !== actorId) return forbidden('Only the owner can change who sees this board.');
  if (board.privacy === 'protected' || requested === 'protected') return badRequest('This board privacy is locked.');
  return null;
}

/** The reason an owner-only board action gives anyone else (S0 §6, issue #25). */
export const BOARD_OWNER_REFUSALS = {
  delete: 'Only the owner can delete this board.',
  invite: 'Only the owner can invite collaborators.',
  settings: "Only the owner can change this board's settings.",
  invitations: "Only the owner can see or cancel this board's invitations.",
} as const;

/**
 * S0 §6: deleting a board and inviting collaborators are the owner's; a protected board has no
 * collaborators. Issue #25 (beyond the spec: expected by users): so are its settings (name,
 * description, privacy: a collaborator saves to a board, it does not rename it) and the invitations
 * it sent (listed and cancelled by the owner only). Archive is per person and not here.
 */
export function boardOwnerRefusal(board: Board, actorId: string, action: keyof typeof BOARD_OWNER_REFUSALS): Refusal | null {
  if (board.owner?.id !== actorId || actorId === '') return forbidden(BOARD_OWNER_REFUSALS[action]);
  if (action === 'invite' && board.privacy === 'protected') return forbidden('This board cannot have collaborators.');
  return null;
}

/**
 * S0 §7 saving into a section: it must exist and be on the board saved to. A section on another
 * board the caller may not see (`readable` false: a secret board of others) answers like a missing
 * one (404), so a secret board's sections are not revealed.
 */
export function sectionOnBoardRefusal(
  section: { readonly boardId: string; readonly readable: boolean } | undefined,
  boardId: string,
): Refusal | null {
  if (section === undefined || (section.boardId !== boardId && !section.readable)) return notFound('section');
  return section.boardId === boardId ? null : badRequest('That section is on another board.');
}

/** Throws a refusal a rule returned; the call goes on when it returned `null`. */
export function enforce(refusal: Refusal | null): void {
  if (refusal !== null) throw refusal;
}

/** What {@link quickPromoteRefusal} needs to know besides the body. */
export interface QuickPromoteFacts {
  /** The Pin's pinner. */
  readonly pinnerId: string;
  /** Who promotes: the viewer, or the business profile they act as. */
  readonly promoterId: string;
  /** The advertiser's country (S1 §9 budget bounds). */
  readonly country: string | null;
  /** The server's day, `YYYY-MM-DD` (UTC). */
  readonly today: string;
  /** The Pin has a campaign still running (`isCampaignActive`). */
  readonly alreadyPromoted: boolean;
}

/**
 * Quick promote (S1 §7) on a Pin the caller may see, through an advertiser they work for: 403 when
 * the Pin is not the promoter's own copy (`mayPromotePin`); 400 with the form's own words for an
 * S1 §9 budget or duration out of bounds, a blank name, a missing or unreadable destination, an end
 * date in the past or contradicting the days (`checkQuickPromoteRequest`); 409 when the Pin is
 * already being promoted. The message is also the detail, so S1 §8 shows it.
 */
export function quickPromoteRefusal(
  body: QuickPromoteRequestFacts & { readonly budget_in_micro_currency: number },
  facts: QuickPromoteFacts,
): Refusal | null {
  if (!mayPromotePin(facts.pinnerId, facts.promoterId))
    return new Refusal(403, QUICK_PROMOTE_MESSAGES.notYourPin, QUICK_PROMOTE_MESSAGES.notYourPin);
  const problem =
    validateQuickPromoteBudget(body.budget_in_micro_currency / MICRO_CURRENCY_MULTIPLIER, facts.country) ??
    validateQuickPromoteDuration(body.duration) ??
    checkQuickPromoteRequest(body, facts.today, facts.country)?.message ??
    null;
  if (problem !== null) return badRequest(problem, problem);
  if (facts.alreadyPromoted) return new Refusal(409, QUICK_PROMOTE_MESSAGES.alreadyPromoted, QUICK_PROMOTE_MESSAGES.alreadyPromoted);
  return null;
}

/** Ad account creation: a blank name or a country that is not an ISO 3166-1 code is 400 (`isCountryCode`). */
export function advertiserCreateRefusal(options: { readonly name: string; readonly country: string }): Refusal | null {
  if (options.name.trim() === '') return badRequest(INVALID_OPTIONS, 'name: required');
  if (!isCountryCode(options.country)) return badRequest(COUNTRY_MESSAGES.unknown, COUNTRY_MESSAGES.unknown);
  return null;
}
