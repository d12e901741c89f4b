import { MESSAGES } from '@pinstack/core';
import { followBlockActors, type PortsRuntime } from '@pinstack/core/actors';
import { followBlockMachine, selectFollowBlock } from '@pinstack/core/machines';
import type { FollowBlockInput } from '@pinstack/core/machines';
import type { UserService } from '@pinstack/core/ports';
import { followerCountText } from '@pinstack/core/rules';
import { Button } from '../primitives/Button.js';
import { Modal } from '../primitives/Modal.js';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import styles from './FollowBlockControls.module.css';

/** Props of {@link FollowBlockControls}. */
export interface FollowBlockControlsProps {
  /** The person, how the viewer relates to them now, and (to show it) their follower count. */
  readonly input: FollowBlockInput;
  /** The person's name, for the buttons' accessible names and the block question. */
  readonly name: string;
  /** Signed out: the buttons lead to sign-in with the S0 §8 prompt instead of calling. */
  readonly signedIn: boolean;
  /** Where sign-in lives (with the return url). @default '/login/' */
  readonly loginHref?: string;
  /** Show the block control. @default true */
  readonly showBlock?: boolean;
}

/**
 * S0 §4/§8 follow and block over `followBlockMachine`: a follow flips at once with the follower
 * count (when given) and flips back if its call fails (a refusal says why); block asks first,
 * then shows `Unblock`, which undoes it. Signed out, `Log in to follow` / `Log in to unfollow`
 * leads to sign-in.
 */
export function FollowBlockControls({ input, name, signedIn, loginHref = '/login/', showBlock = true }: FollowBlockControlsProps) {
  const { view, send } = useBoundMachine(
    'FollowBlockControls',
    (runtime: PortsRuntime<UserService>) => followBlockMachine.provide({ actors: followBlockActors(runtime) }),
    { input, select: selectFollowBlock },
  );
  // the count is announced as it changes: it is the only sign on screen that a follow landed
  const count =
    view.followerCount === null ? null : (
      <p className={styles.count} aria-live="polite">
        {followerCountText(view.followerCount)}
      </p>
    );
  if (!signedIn) {
    return (
      <div className={styles.block}>
        {count}
        <a className={styles.login} href={loginHref}>
          {view.loginPrompt}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.block}>
      {count}
      <div className={styles.controls}>
        {view.followOffered ? (
          <Button
            variant={view.following ? 'secondary' : 'primary'}
            aria-pressed={view.following}
            aria-busy={view.followPending}
            onClick={() => send({ type: 'FOLLOW.TOGGLE' })}
          >
            {view.followLabel}
            <VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        ) : null}
        {showBlock ? (
          <Button aria-busy={view.blockPending} onClick={() => send({ type: 'BLOCK.TOGGLE' })}>
            {view.blockLabel}
            <VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
      {view.notice === null ? null : (
        <p className={styles.notice} role="alert">
          {view.notice}
        </p>
      )}
      {view.confirmingBlock ? (
        <Modal title={MESSAGES.blockQuestion(name)} onClose={() => send({ type: 'BLOCK.CANCEL' })}>
          <p className={styles.explained}>{MESSAGES.blockExplained}</p>
          <div className={styles.controls}>
            <Button variant="primary" onClick={() => send({ type: 'BLOCK.CONFIRM' })}>
              {MESSAGES.block}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            {/* the question opens on the harmless answer */}
            <Button data-autofocus onClick={() => send({ type: 'BLOCK.CANCEL' })}>
              {MESSAGES.cancel}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
