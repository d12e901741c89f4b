/**
 * Small helpers the saving machines (S0 §4) share: the stub every I/O actor starts as, and the
 * S0 §8 reading of a failure into the text a view shows.
 */
import { saveErrorMessage } from '../rules/save.js';

/**
 * The body of a stub actor: fails with a clear "not provided" error until the caller passes the
 * real one with `machine.provide({ actors })` (style habit 4).
 */
export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} actor not provided: pass it with machine.provide({ actors: { ${name} } })`);
};

const field = (error: unknown, key: 'message' | 'message_detail'): string | null => {
  if (typeof error !== 'object' || error === null || !(key in error)) return null;
  const value: unknown = (error as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * S0 §8 "Save fails" / "Section creation fails": the detail message, else the message, else a
 * non-blank string error as is, else `Uh oh! Something went wrong.`. Reads any failure shape
 * (a port's `ApiError`, an `Error`, a string) without throwing.
 */
export function failureText(error: unknown): string {
  if (typeof error === 'string') return saveErrorMessage({ message: error });
  return saveErrorMessage({ message_detail: field(error, 'message_detail'), message: field(error, 'message') });
}

/** S0 §8 fields a failure may carry, read without throwing (for rules such as moveErrorMessage). */
export function failureFields(error: unknown): { apiErrorCode?: number; message?: string } {
  const message = field(error, 'message') ?? (typeof error === 'string' && error.trim() !== '' ? error : null);
  const code =
    typeof error === 'object' && error !== null && 'api_error_code' in error
      ? (error as { api_error_code?: unknown }).api_error_code
      : undefined;
  return {
    ...(typeof code === 'number' ? { apiErrorCode: code } : {}),
    ...(message === null ? {} : { message }),
  };
}

/** S0 §2/§4 a toast the caller's `showToast` action shows (text, how long, an optional link). */
export interface ToastParams {
  readonly text: string;
  readonly durationMs: number;
  readonly action: { readonly label: string; readonly href: string } | null;
}

/** S0 §4 where the caller's `navigate` action goes: a path, or back some history steps. */
export type NavigateParams = { readonly to: string } | { readonly back: number };

const effectNotProvided = (name: string) => () => {
  throw new Error(`${name} action not provided: pass it with machine.provide({ actions: { ${name} } })`);
};

/**
 * The browser effects the saving machines leave to their caller (S0 §4 toasts, navigation,
 * closing the window), as named actions declared in `setup` and replaced with
 * `machine.provide({ actions })`. Until provided each throws a clear "not provided" error (the
 * actor then ends with status 'error'), so a forgotten effect cannot pass silently.
 */
export const callerActions = {
  showToast: effectNotProvided('showToast') as (_: unknown, params: ToastParams) => void,
  navigate: effectNotProvided('navigate') as (_: unknown, params: NavigateParams) => void,
  closeWindow: effectNotProvided('closeWindow') as () => void,
};
