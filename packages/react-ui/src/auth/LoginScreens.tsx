import { ACCOUNT_MESSAGES, MESSAGES } from '@pinstack/core';
import type { AuthInput } from '@pinstack/core/machines';
import { useState } from 'react';
import { Modal } from '../primitives/Modal.js';
import type { AuthMode, SocialSignIn } from './AuthPanel.js';
import { AuthPanel } from './AuthPanel.js';
import styles from './LoginScreens.module.css';
import type { UseAuthOptions } from './use-auth.js';
import { useAuth } from './use-auth.js';

/** S1 §6 the limited-login prompts a visitor sees, by what they tried to do. */
export const LOGIN_PROMPT_HEADERS = {
  save: MESSAGES.logInToSave,
  edit: MESSAGES.logInToEdit,
  follow: MESSAGES.logInToFollow,
  unfollow: MESSAGES.logInToUnfollow,
  create: MESSAGES.logInToCreate,
} as const;

/** What a visitor tried to do when the login prompt appeared (S1 §6). */
export type LoginPrompt = keyof typeof LOGIN_PROMPT_HEADERS;

/** Props shared by {@link LoginPage} and {@link LoginModal}. */
export interface LoginScreenProps extends UseAuthOptions {
  readonly input: AuthInput;
  /** The limited-login prompt's header to show instead of the default heading (S1 §6). */
  readonly prompt?: LoginPrompt;
  readonly social?: SocialSignIn;
  /** @default 'login' */
  readonly initialMode?: AuthMode;
  /** The form shown, when the owner keeps the mode (the page's URL); see `AuthPanel`. */
  readonly mode?: AuthMode;
  /** The viewer chose the other form. */
  readonly onModeChange?: (mode: AuthMode) => void;
  /** Where each form lives: the switch is then a link there. */
  readonly modeHrefs?: Readonly<Record<AuthMode, string>>;
  /** S1 §2 where to go after signing up. */
  readonly next?: string;
}

function BoundPanel({ input, social, initialMode, mode, onModeChange, modeHrefs, next, ...options }: Omit<LoginScreenProps, 'prompt'>) {
  const { view, send } = useAuth(input, options);
  return (
    <AuthPanel
      view={view}
      send={send}
      now={input.now}
      {...(social !== undefined ? { social } : {})}
      {...(initialMode !== undefined ? { initialMode } : {})}
      {...(mode !== undefined ? { mode } : {})}
      {...(onModeChange !== undefined ? { onModeChange } : {})}
      {...(modeHrefs !== undefined ? { modeHrefs } : {})}
      {...(next !== undefined ? { next } : {})}
    />
  );
}

/** The login page's heading when no prompt is given, by the form it shows (our wording, with `PRODUCT_NAME`). */
export const LOGIN_PAGE_TITLES = { login: ACCOUNT_MESSAGES.logInTitle, signup: ACCOUNT_MESSAGES.signUpTitle } as const;

/**
 * S1 §2 the login page (`/login/`, and `/signup/` showing the sign-up form): the prompt's header
 * (S1 §6) or the title of the form shown, over the sign-in panel. Without `mode` the page keeps its
 * own, and its heading follows the switch too.
 */
export function LoginPage({ prompt, mode, onModeChange, initialMode, ...rest }: LoginScreenProps) {
  const [ownMode, setOwnMode] = useState<AuthMode>(initialMode ?? 'login');
  const shown = mode ?? ownMode;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{prompt !== undefined ? LOGIN_PROMPT_HEADERS[prompt] : LOGIN_PAGE_TITLES[shown]}</h1>
      <BoundPanel
        {...rest}
        mode={shown}
        onModeChange={(next) => {
          if (mode === undefined) setOwnMode(next);
          onModeChange?.(next);
        }}
      />
    </main>
  );
}

/** Props of {@link LoginModal}. */
export interface LoginModalProps extends LoginScreenProps {
  readonly onClose: () => void;
}

/** S1 §2 / §6 the login modal for visitors: `You're almost there! Log in to access all of Pinstack` (`MESSAGES.almostThere`), or the prompt's header. */
export function LoginModal({ prompt, onClose, ...rest }: LoginModalProps) {
  return (
    <Modal title={prompt !== undefined ? LOGIN_PROMPT_HEADERS[prompt] : MESSAGES.almostThere} onClose={onClose}>
      <div className={styles.modalBody}>
        <BoundPanel {...rest} />
      </div>
    </Modal>
  );
}
