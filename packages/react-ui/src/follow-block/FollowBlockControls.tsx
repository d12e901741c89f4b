import { followBlockActors } from '@pinstack/core/actors';
import { followBlockMachine, selectFollowBlock } from '@pinstack/core/machines';
import type { FollowBlockInput } from '@pinstack/core/machines';
import type { UserService } from '@pinstack/core/ports';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Button } from '../primitives/Button.js';
import { usePortsRuntime } from '../provider/PinstackProvider.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import styles from './FollowBlockControls.module.css';

/** Props of {@link FollowBlockControls}. */
export interface FollowBlockControlsProps {
  /** The creator and how the viewer relates to them now. */
  readonly input: FollowBlockInput;
  /** The creator's name, for the buttons' accessible names. */
  readonly name: string;
  /** Signed out: the buttons lead to sign-in with the S0 §8 prompt instead of calling. */
  readonly signedIn: boolean;
  /** Where sign-in lives (with the return url). @default '/login/' */
  readonly loginHref?: string;
  /** Show the block control. @default true */
  readonly showBlock?: boolean;
}

/**
 * S0 §4/§8 follow and block the creator over `followBlockMachine`: each flips at once (optimistic)
 * and silently flips back if its call fails; a second click waits for the running call. Signed out,
 * `Log in to follow` / `Log in to unfollow` leads to sign-in.
 */
export function FollowBlockControls({ input, name, signedIn, loginHref = '/login/', showBlock = true }: FollowBlockControlsProps) {
  const runtime = usePortsRuntime<UserService>('FollowBlockControls');
  const [machine] = useState(() => followBlockMachine.provide({ actors: followBlockActors(runtime) }));
  const [snapshot, send] = useMachine(machine, { input });
  const view = selectFollowBlock(snapshot);
  if (!signedIn) {
    return (
      <a className={styles.login} href={loginHref}>
        {view.loginPrompt}
      </a>
    );
  }
  return (
    <div className={styles.controls}>
      <Button
        variant={view.following ? 'secondary' : 'primary'}
        aria-pressed={view.following}
        aria-busy={view.followPending}
        onClick={() => send({ type: 'FOLLOW.TOGGLE' })}
      >
        {view.following ? 'Following' : 'Follow'}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {showBlock ? (
        <Button aria-pressed={view.blocked} aria-busy={view.blockPending} onClick={() => send({ type: 'BLOCK.TOGGLE' })}>
          {view.blocked ? 'Blocked' : 'Block'}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      ) : null}
    </div>
  );
}
