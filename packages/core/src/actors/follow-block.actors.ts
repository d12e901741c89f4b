/** Follow and block actors (S0 §4) over the users port (S0 §7 UserFollowResource, UserBlockResource). */
import { Effect } from 'effect';
import type { SetBlockInput, SetFollowInput } from '../machines/follow-block/follow-block.types.js';
import { UserService } from '../ports/users.js';
import { orbacSubjectIdFor } from '../rules/acting-as.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/** Who blocks (S0 §6, §7: UserBlockResource carries `orbac_subject_id`). */
export interface FollowBlockActorsOptions {
  /** The organisation the viewer acts for, if any. */
  readonly actingAsSubjectId?: string | null;
}

/**
 * S0 §4 / §7 the actors of `followBlockMachine` on `runtime`: `setFollow` (POST or DELETE
 * UserFollowResource by the wanted state) and `setBlock` (POST or DELETE UserBlockResource, with
 * `orbac_subject_id` from `orbacSubjectIdFor`). A failure rejects, and the machine silently
 * reverts the toggle (S0 §8).
 */
export function followBlockActors(
  runtime: PortsRuntime<UserService>,
  options: FollowBlockActorsOptions = {},
): PortActors<{
  readonly setFollow: { readonly input: SetFollowInput; readonly output: unknown };
  readonly setBlock: { readonly input: SetBlockInput; readonly output: unknown };
}> {
  const orbacSubjectId = orbacSubjectIdFor('user_block', options.actingAsSubjectId);
  return {
    setFollow: portActor(
      runtime,
      ({ userId, follow }: SetFollowInput): Effect.Effect<unknown, unknown, UserService> =>
        Effect.flatMap(UserService, (users) => (follow ? users.follow({ user_id: userId }) : users.unfollow({ user_id: userId }))),
    ),
    setBlock: portActor(
      runtime,
      ({ userId, block }: SetBlockInput): Effect.Effect<unknown, unknown, UserService> =>
        Effect.flatMap(UserService, (users) => {
          const request = { blocked_user_id: userId, ...(orbacSubjectId !== null ? { orbac_subject_id: orbacSubjectId } : {}) };
          return block ? users.block(request) : users.unblock(request);
        }),
    ),
  };
}
