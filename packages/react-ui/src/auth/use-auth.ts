import { authActors } from '@pinstack/core/actors';
import { authMachine, selectAuth } from '@pinstack/core/machines';
import type { AuthEvent, AuthInput, AuthOutput, AuthView } from '@pinstack/core/machines';
import type { AuthService } from '@pinstack/core/ports';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';
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
  const runtime = usePortsRuntime<AuthService>('useAuth');
  const latest = useLatest(options);
  const [machine] = useState(() =>
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
  );
  const [snapshot, send, actor] = useMachine(machine, { input });
  useEffect(() => {
    const subscription = actor.on('RECAPTCHA.RECORDED', (event) => latest.current.onRecaptchaRecorded?.(event.timestamps));
    return () => subscription.unsubscribe();
  }, [actor, latest]);
  const view = useMemo(() => selectAuth(snapshot), [snapshot]);
  const ended = snapshot.status === 'done';
  useEffect(() => {
    if (ended && snapshot.output !== undefined) latest.current.onFinish?.(snapshot.output);
  }, [ended, snapshot.output, latest]);
  return { view, send };
}
