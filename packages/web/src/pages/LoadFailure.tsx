/**
 * S1 §2 load errors: a 404 goes to `/` with the error shown; a 301 goes to its redirect url; other
 * failures show their message in place. A 401 (with api error code 7: expired session) is the
 * session's end, which the session watch handles for every call: the login page, back here after.
 */
import { loadErrorRedirect } from '@pinstack/core/rules';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { safePath } from '../navigation.js';
import { useSession } from '../session.js';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  readonly message: string;
  readonly httpStatus?: number | undefined;
  readonly code?: number | undefined;
}

/** Handles a failed page read as S1 §2 says. */
export function LoadFailure({ message, httpStatus, code }: LoadFailureProps) {
  const [, navigate] = useLocation();
  const { setFlash } = useSession();
  // A 401 means the session ended: the session watch (session.tsx) signs the UI out and opens the
  // login page for every call alike, so a page's read does not send the viewer elsewhere meanwhile.
  const redirect =
    httpStatus === undefined || httpStatus === 401
      ? null
      : loadErrorRedirect({ httpStatus, ...(code === undefined ? {} : { apiErrorCode: code }) }, globalThis.location.origin);
  useEffect(() => {
    if (redirect === null) return;
    if (redirect.rejected !== null) console.warn(`load error redirect refused (${redirect.rejected}); going to /`);
    if (redirect.showError) setFlash(message);
    navigate(safePath(redirect.to), { replace: true });
  }, [redirect?.to, redirect?.showError, redirect?.rejected, message, navigate, setFlash]);
  return redirect === null ? (
    <p className="ps-error" role="alert">
      {message}
    </p>
  ) : null;
}
