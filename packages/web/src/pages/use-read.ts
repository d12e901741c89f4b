/** Runs a page's read once per key on the app's backend and tracks its outcome. */
import { useEffect, useState } from 'react';
import type { Outcome, WebBackend } from '../ports/backend.js';
import { useSession } from '../session.js';

/** A read's state: loading, its value, or the message the UI shows (S0 §8, S1 §8). */
export type ReadState<A> =
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly value: A }
  | { readonly status: 'failed'; readonly message: string; readonly httpStatus?: number; readonly code?: number };

/** Reads with `read(backend)` whenever `key` changes; a stale answer (key changed meanwhile) is dropped. */
export function useRead<A>(key: string, read: (backend: WebBackend) => Promise<Outcome<A>>): ReadState<A> {
  const { backend } = useSession();
  const [state, setState] = useState<{ key: string; read: ReadState<A> }>({ key, read: { status: 'loading' } });
  useEffect(() => {
    if (backend === null) return;
    let live = true;
    setState({ key, read: { status: 'loading' } });
    read(backend).then((outcome) => {
      if (!live) return;
      setState({
        key,
        read: outcome.ok
          ? { status: 'done', value: outcome.value }
          : {
              status: 'failed',
              message: outcome.message,
              ...(outcome.status === undefined ? {} : { httpStatus: outcome.status }),
              ...(outcome.code === undefined ? {} : { code: outcome.code }),
            },
      });
    });
    return () => {
      live = false;
    };
    // note: `read` is a new closure each render; the key names what it reads
  }, [backend, key]);
  return state.key === key ? state.read : { status: 'loading' };
}
