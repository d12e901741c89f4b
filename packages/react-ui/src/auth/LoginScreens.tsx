import { MESSAGES } from '@pinstack/core';
import type { AuthInput } from '@pinstack/core/machines';
import { Modal } from '../primitives/Modal.js';
import type { SocialSignIn } from './AuthPanel.js';
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
  readonly initialMode?: 'login' | 'signup';
  /** S1 §2 where to go after signing up. */
  readonly next?: string;
}

function BoundPanel({ input, social, initialMode, next, ...options }: Omit<LoginScreenProps, 'prompt'>) {
  const { view, send } = useAuth(input, options);
  return (
    <AuthPanel
      view={view}
      send={send}
      now={input.now}
      {...(social !== undefined ? { social } : {})}
      {...(initialMode !== undefined ? { initialMode } : {})}
      {...(next !== undefined ? { next } : {})}
    />
  );
}

/** The login page's heading when no prompt is given, by the form it opens on (our wording). */
export const LOGIN_PAGE_TITLES = { login: 'Log in to Pinterest', signup: 'Sign up for Pinterest' } as const;

/**
 * S1 §2 the login page (`/login/`, and `/signup/` opening on the sign-up form): the prompt's header
 * (S1 §6) or the page's own title, over the sign-in panel.
 */
export function LoginPage({ prompt, ...rest }: LoginScreenProps) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        {prompt !== undefined ? LOGIN_PROMPT_HEADERS[prompt] : LOGIN_PAGE_TITLES[rest.initialMode ?? 'login']}
      </h1>
      <BoundPanel {...rest} />
    </main>
  );
}

/** Props of {@link LoginModal}. */
export interface LoginModalProps extends LoginScreenProps {
  readonly onClose: () => void;
}

/** S1 §2 / §6 the login modal for visitors: `You're almost there! Log in to access all of Pinterest`, or the prompt's header. */
export function LoginModal({ prompt, onClose, ...rest }: LoginModalProps) {
  return (
    <Modal title={prompt !== undefined ? LOGIN_PROMPT_HEADERS[prompt] : MESSAGES.almostThere} onClose={onClose}>
      <div className={styles.modalBody}>
        <BoundPanel {...rest} />
      </div>
    </Modal>
  );
}
