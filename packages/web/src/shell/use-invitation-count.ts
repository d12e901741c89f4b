/**
 * Issue 25: how many invitations wait for the signed-in viewer, for the header's badge. Read when
 * the viewer or the page changes, and again after every write that succeeded (an answer, a block),
 * so the badge follows the invitations page without a second source of truth.
 */
import { CollaboratorService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../session.js';

/** The viewer's pending invitations count; 0 signed out or before the first read. */
export function useInvitationCount(): number {
  const { backend, viewer } = useSession();
  const [location] = useLocation();
  const [count, setCount] = useState(0);
  const [writes, setWrites] = useState(0);
  const signedIn = viewer?.isAuth === true;
  useEffect(() => {
    if (backend === null || !signedIn) return;
    return backend.onCallDone(() => setWrites((n) => n + 1));
  }, [backend, signedIn]);
  // read again on each page and after each write (`location`, `writes`)
  useEffect(() => {
    if (backend === null || !signedIn) {
      setCount(0);
      return;
    }
    let live = true;
    void backend.run(Effect.flatMap(CollaboratorService, (collaborators) => collaborators.invitations())).then((outcome) => {
      if (live && outcome.ok) setCount(outcome.value.length);
    });
    return () => {
      live = false;
    };
  }, [backend, signedIn, location, writes]);
  return count;
}
