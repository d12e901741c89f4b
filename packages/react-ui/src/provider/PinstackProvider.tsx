import type { PortsRuntime } from '@pinstack/core/actors';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * The app's ports, as one Effect runtime (S0 §7, S1 §7). `never` here means "some services":
 * a `ManagedRuntime<R>` of any `R` fits, and each hook names the services it reads.
 */
export type PinstackRuntime = PortsRuntime<never>;

const RuntimeContext = createContext<PinstackRuntime | null>(null);

/** Props of {@link PinstackProvider}. */
export interface PinstackProviderProps {
  /**
   * The app's ports: `ManagedRuntime.make(adapter.layer)` made once by the app (the HTTP adapter,
   * or the in-memory adapter in stories and the static demo). The app owns its lifetime.
   */
  readonly runtime: PinstackRuntime;
  readonly children?: ReactNode;
}

/** Gives every Pinstack hook below it the app's ports (one runtime per app). */
export function PinstackProvider({ runtime, children }: PinstackProviderProps) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The message of a hook used outside {@link PinstackProvider} (S1 §8: the error names the missing provider). */
export const missingProviderMessage = (hook: string): string =>
  `${hook} must be used inside <PinstackProvider>: no PinstackProvider above this component gives it the app's ports.`;

/**
 * The ports runtime of the nearest {@link PinstackProvider}, typed as providing `R` (the services
 * the calling hook's actors read). Throws, naming the provider, outside one (S1 §8).
 */
export function usePortsRuntime<R>(hook: string): PortsRuntime<R> {
  const runtime = useContext(RuntimeContext);
  if (runtime === null) throw new Error(missingProviderMessage(hook));
  // note: the provider promises the app's services; a missing one fails its call as a PortCallFailure
  return runtime as PortsRuntime<R>;
}
