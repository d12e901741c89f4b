/**
 * S1 §2/§3 `/login/` and `/signup/`: react-ui's sign-in panel over `authMachine` (e-mail typo
 * suggestion, MFA step, restriction messages, sign-up with the age check). Where the browser goes
 * afterwards is the machine's (the core login, post-login and signup redirect rules); this page
 * only updates the session first, so the page it lands on already sees the viewer. Signed in
 * already: straight to where the rules send a returning viewer. One page for both routes: the
 * switch between the forms changes the URL (query kept) and the heading, and what was typed stays.
 */
import { NEXT_QUERY_PARAM } from '@pinstack/core';
import type { AuthOutput } from '@pinstack/core/machines';
import { postLoginRedirect } from '@pinstack/core/rules';
import { LoginPage } from '@pinstack/react-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { safePath } from '../navigation.js';
import { useReadySession } from '../session.js';
import type { PageProps } from './page-props.js';

/** Where each form lives, with this page's query (`next` and the rest) carried over. */
const modeHrefs = (search: string) => ({
  login: `/login/${search === '' ? '' : `?${search}`}`,
  signup: `/signup/${search === '' ? '' : `?${search}`}`,
});

/** `/login/` and `/signup/`: one component, so switching between them keeps the panel and what was typed. */
export default function AccountRoute({ route, search }: PageProps) {
  const mode = route.page === 'signup' ? 'signup' : 'login';
  const session = useReadySession();
  const [path, navigate] = useLocation();
  // the machine reads its input once, when it starts
  const [input] = useState(() => ({
    location: { path, search: search === '' ? '' : `?${search}` },
    ownOrigin: globalThis.location.origin,
    now: () => Date.now(),
  }));
  const target = useRef<string | null>(null);
  const signedIn = session?.viewer.isAuth === true;
  useEffect(() => {
    if (signedIn && target.current === null) navigate(safePath(postLoginRedirect(search, globalThis.location.origin)), { replace: true });
  }, [signedIn, navigate, search]);
  const onFinish = useCallback(
    async (output: AuthOutput) => {
      if (session === null) return;
      // sign-in answers the viewer; sign-up answers the user, so read the viewer it signed in as
      const viewer = output.viewer ?? (await session.backend.viewer());
      session.setViewer(viewer);
      navigate(safePath(target.current ?? '/'), { replace: true });
    },
    [session, navigate],
  );
  const next = new URLSearchParams(search).get(NEXT_QUERY_PARAM) ?? undefined;
  if (session === null) return null;
  const hrefs = modeHrefs(search);
  return (
    <LoginPage
      input={input}
      mode={mode}
      modeHrefs={hrefs}
      onModeChange={(target) => navigate(hrefs[target])}
      {...(next !== undefined ? { next } : {})}
      navigate={(to) => {
        target.current = to;
      }}
      onFinish={(output) => void onFinish(output)}
    />
  );
}
