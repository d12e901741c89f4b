import { authActors, type PortsRuntime } from '@pinstack/core/actors';
import { authMachine, selectAuth } from '@pinstack/core/machines';
import type { AuthEvent, AuthInput, AuthOutput, AuthView } from '@pinstack/core/machines';
import type { AuthService } from '@pinstack/core/ports';
import { useEffect } from 'react';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

/** What {@link useAuth} gives its views. */
export interface AuthBinding {
  readonly view: AuthView;
  readonly send: (event: AuthEvent) => void;
}

/** The actors of `authMachine`, as `authActors` makes them. */
export type AuthActors = ReturnType<typeof authActors>;

/** Options of {@link useAuth}. */
export interface UseAuthOptions {
  /** S1 §2 where the flow sends the browser (already through the core redirect rules). @default window.location.assign */
  readonly navigate?: (to: string) => void;
  /** S1 §4 the recaptcha timestamps changed: store them (e.g. in local storage). */
  readonly onRecaptchaRecorded?: (timestamps: readonly number[]) => void;
  /** Runs once when the flow ends (signed in or signed up). */
  readonly onFinish?: (output: AuthOutput) => void;
  /**
   * Replaces the port-backed actors (`authActors(runtime)`): for a server whose sign-in answers
   * `mfa_required` or a restriction reason, which the wire protocol cannot say.
   */
  readonly actors?: (runtime: Parameters<typeof authActors>[0]) => Partial<AuthActors>;
}

/**
 * S1 §2–§4 binds `authMachine` to the app's account port: the view model of `selectAuth` and the
 * machine's `send`. Every redirect is the machine's (the core redirect rules); this hook only
 * performs it.
 */
export function useAuth(input: AuthInput, options: UseAuthOptions = {}): AuthBinding {
  const latest = useLatest(options);
  const { view, send, actor } = useBoundMachine(
    'useAuth',
    (runtime: PortsRuntime<AuthService>) =>
      authMachine.provide({
        actors: { ...authActors(runtime), ...(options.actors?.(runtime) ?? {}) },
        actions: {
          navigate: (_, params: { to: string }) => {
            const navigate = latest.current.navigate;
            if (navigate !== undefined) navigate(params.to);
            else window.location.assign(params.to);
          },
        },
      }),
    { input, select: selectAuth, onFinish: options.onFinish },
  );
  useEffect(() => {
    const subscription = actor.on('RECAPTCHA.RECORDED', (event) => latest.current.onRecaptchaRecorded?.(event.timestamps));
    return () => subscription.unsubscribe();
  }, [actor, latest]);
  return { view, send };
}
