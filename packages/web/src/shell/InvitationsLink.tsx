/**
 * Issue 25: the banner's link to the invitations page, shown while invitations wait (the banner
 * keeps one row at 390 px otherwise). Its own chunk, fetched once the backend is here, so the
 * shell (the entry) carries neither the read nor the words (issue 22's budget).
 */
import { COLLABORATION_MESSAGES, invitationBadge } from '@pinstack/core/rules';
import { Link } from 'wouter';
import { useInvitationCount } from './use-invitation-count.js';
import './InvitationsLink.css';

export default function InvitationsLink() {
  const invitations = useInvitationCount();
  const badge = invitationBadge(invitations);
  return badge === null ? null : (
    <Link href="/invitations/" aria-label={COLLABORATION_MESSAGES.invitationsLink(invitations)} className="ps-invitations">
      <span className="ps-account-icon" aria-hidden="true">
        {'\u2709\uFE0E'}
      </span>
      <span className="ps-account-word" aria-hidden="true">
        {COLLABORATION_MESSAGES.invitations}
      </span>
      <span className="ps-badge" aria-hidden="true">
        {badge}
      </span>
    </Link>
  );
}
