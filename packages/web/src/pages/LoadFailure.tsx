/**
 * S1 §2 load errors: a 404, or a 401 with api error code 7 (expired session), goes to `/` with the
 * error shown; a 301 goes to its redirect url; other failures show their message in place.
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
  const redirect =
    httpStatus === undefined
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
