/**
 * `/invitations/` (issue 25; beyond the spec: expected by users): the invitations to collaborate
 * waiting for the viewer, each accepted or declined (react-ui `InvitationList`). Only an accepted
 * invitation puts the board in the viewer's picker, profile and home feed. Signed out: to sign-in
 * and back here.
 */
import { COLLABORATION_MESSAGES } from '@pinstack/core';
import { InvitationList } from '@pinstack/react-ui';
import { useSession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function InvitationsPage(_: PageProps) {
  const { viewer } = useSession();
  if (viewer?.isAuth !== true) return null;
  return (
    <section className="ps-page" aria-labelledby="invitations-title">
      <h1 id="invitations-title">{COLLABORATION_MESSAGES.invitations}</h1>
      <InvitationList />
    </section>
  );
}
