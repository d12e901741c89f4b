import { HOME_PATH, TOAST_DURATION_MS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isSuccessModalSuppressed, pinPagePath, pinRepinPath } from './save.js';

/** The host and path of an absolute http(s) URL (S0 §2 own-site check, S0 §4 upsell domain). */
export interface HttpUrlParts {
  /** Lower-cased host name, without userinfo or port. */
  readonly host: string;
  /** The path, `/` when the URL has none; query and hash are dropped. */
  readonly path: string;
  /** The port the URL reaches: the one written, else the scheme's (80 for http, 443 for https). */
  readonly port: number;
}

const HTTP_URL = /^(https?):\/\/([^/?#]*)([^?#]*)/i;
const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i;

/**
 * Splits an absolute http(s) URL into host and path for the host checks of S0 §2 (own-site repin)
 * and S0 §4 (upsell domain); `null` when it is not one or its authority is ambiguous (backslashes,
 * whitespace, non-ASCII), so a check never trusts a host a browser might read differently.
 */
export function splitHttpUrl(url: string): HttpUrlParts | null {
  const match = HTTP_URL.exec(url.trim());
  if (!match) return null;
  const authority = match[2] ?? '';
  if (/[\\\s]/.test(authority)) return null;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostAndPort.replace(/:\d*$/, '');
  if (!HOST_NAME.test(host)) return null;
  const path = match[3] ?? '';
  const written = /:(\d+)$/.exec(hostAndPort)?.[1];
  const port = written === undefined ? defaultPort(match[1] ?? '') : Number(written);
  return { host: host.toLowerCase(), path: path === '' ? '/' : path, port };
}

const defaultPort = (scheme: string): number => (scheme.toLowerCase() === 'https' ? 443 : 80);

/**
 * Whether `parts` is on `own`, a host as `location.host` gives it: a name, optionally with a port
 * (`127.0.0.1:4173`). The name matches exactly, case-insensitively; a written port must be the
 * port the URL reaches, a bare name matches any port. S0 §2.
 */
function onOwnHost(parts: HttpUrlParts, own: string): boolean {
  const match = /^(.*?)(?::(\d+))?$/.exec(own.trim().toLowerCase());
  const name = match?.[1] ?? '';
  const port = match?.[2];
  return name === parts.host && (port === undefined || Number(port) === parts.port);
}

const PIN_PATH = /^(?:\/amp)?\/pin\/(\d+)\//;

/**
 * S0 §2 mobile create-Pin page: when the url parameter is on one of `ownHosts` (exact host,
 * case-insensitive; an own host may carry a port, as `location.host` does off port 80/443) and
 * its path is `(/amp)?/pin/{digits}/…`, redirect to `/pin/{id}/repin/x/`; else `null`.
 */
export function mobileRepinRedirect(url: string, ownHosts: readonly string[]): string | null {
  const parts = splitHttpUrl(url);
  if (parts === null || !ownHosts.some((host) => onOwnHost(parts, host))) return null;
  const id = PIN_PATH.exec(parts.path)?.[1];
  return id === undefined ? null : pinRepinPath(id);
}

/** S0 §4 what the mobile create-Pin page does after a successful save. */
export type AfterMobilePinCreate = 'close' | { readonly back: 1 | 2 };

/**
 * S0 §4 mobile Pin creation success: close the window when opened as a popup or history has at most
 * one entry; go back two steps when coming from the board-create flow with more than two entries;
 * otherwise one step.
 */
export function afterMobilePinCreate(input: {
  readonly openedAsPopup: boolean;
  readonly historyLength: number;
  readonly fromBoardCreate: boolean;
}): AfterMobilePinCreate {
  if (input.openedAsPopup || input.historyLength <= 1) return 'close';
  return input.fromBoardCreate && input.historyLength > 2 ? { back: 2 } : { back: 1 };
}

/** S0 §2 mobile success toast. */
export interface MobileSaveToast {
  readonly text: string;
  readonly durationMs: number;
  /** The 'View' link to the saved Pin; absent when the Pin id is unknown. */
  readonly action: { readonly label: string; readonly href: string } | null;
}

/**
 * S0 §2/§9 mobile success toast: 'Saved to {{ boardName }}' for TOAST_DURATION_MS (5000 ms) with a
 * 'View' link to /pin/{id}.
 */
export function mobileSaveToast(input: { readonly boardName: string; readonly pinId?: string | null }): MobileSaveToast {
  const pinId = input.pinId?.trim();
  return {
    text: MESSAGES.savedTo(input.boardName),
    durationMs: TOAST_DURATION_MS,
    action: pinId ? { label: MESSAGES.view, href: pinPagePath(pinId) } : null,
  };
}

/** S0 §2/§6 how a finished save shows: the success dialog, the mobile toast, or nothing. */
export type SaveSuccessPresentation = 'dialog' | 'toast' | 'none';

/**
 * S0 §2/§6 how a finished save shows: nothing in the scenarios that suppress the success modal
 * (ad_creation, business_nux); on a mobile-class device the toast `Saved to {board}` alone (S0 §2
 * 'Success toast on mobile', S0 §4 mobile Pin creation: the toast, then close or go back), with no
 * success view to dismiss first; otherwise the success dialog.
 */
export function saveSuccessPresentation(input: {
  readonly isMobile: boolean;
  readonly scenario?: string | null | undefined;
}): SaveSuccessPresentation {
  if (isSuccessModalSuppressed(input.scenario)) return 'none';
  return input.isMobile ? 'toast' : 'dialog';
}

/** S0 §2 what the create-Pin page shows for this viewer and device class. */
export type CreatePinPageMode =
  | { readonly kind: 'desktop_popup' }
  | { readonly kind: 'mobile_picker' }
  | { readonly kind: 'login_panel' }
  | { readonly kind: 'redirect'; readonly to: typeof HOME_PATH };

/**
 * S0 §2 create-Pin page: signed in → popup (desktop) or full-page picker (mobile); signed out →
 * login/signup panel (desktop) or a redirect to '/' (mobile).
 */
export function createPinPageMode(input: { readonly isAuth: boolean; readonly isMobile: boolean }): CreatePinPageMode {
  if (input.isAuth) return { kind: input.isMobile ? 'mobile_picker' : 'desktop_popup' };
  return input.isMobile ? { kind: 'redirect', to: HOME_PATH } : { kind: 'login_panel' };
}
