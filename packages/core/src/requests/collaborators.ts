/** Request schemas of the collaborators port (S0 §4, §7). */
import { Schema } from 'effect';
import { Id, IdList, maxItems, OrbacSubject, Text } from './common.js';

const Count = Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 })));

/** S0 §7 ShareSuggestionsResource get. */
export const ShareSuggestionsRequest = Schema.Struct({
  board_id: Schema.optional(Id),
  query: Schema.optional(Text(320)),
  count: Count,
});

/** S0 §7 ShareSuggestionsTypeaheadResource get. */
export const ShareTypeaheadRequest = Schema.Struct({
  term: Text(320),
  board_id: Schema.optional(Id),
  count: Count,
});

/** S0 §7 BoardInviteResource create. */
export const BoardInviteRequest = Schema.Struct({
  board_id: Id,
  invited_user_ids: Schema.optional(IdList),
  emails: Schema.optional(Schema.Array(Text(320)).check(maxItems(100))),
  orbac_subject_id: OrbacSubject,
});

/** Issue 25 BoardInvitationResource update: the invitee accepts or declines one invitation. */
export const InvitationAnswerRequest = Schema.Struct({
  invitation_id: Id,
  answer: Schema.Literals(['accept', 'decline']),
});

/**
 * Issue #25 BoardSentInvitationsResource get (beyond the spec: expected by users): the owner reads
 * the invitations of one board still waiting for an answer.
 */
export const SentInvitationsRequest = Schema.Struct({ board_id: Id });

/** Issue #25 BoardInvitationResource delete: the board's owner cancels one invitation it sent. */
export const InvitationCancelRequest = Schema.Struct({ invitation_id: Id });

/**
 * Issue 25 BoardCollaboratorResource delete: a collaborator leaves (`user_id` is the viewer), or the
 * owner removes a collaborator.
 */
export const CollaboratorRemoveRequest = Schema.Struct({
  board_id: Id,
  user_id: Id,
});
