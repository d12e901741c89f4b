/**
 * A component fetched on demand (its own chunk) that renders directly once fetched. `React.lazy`
 * alone suspends on its first render even when its module is loaded already, and React then holds
 * the reveal back for up to 300 ms behind the fallback: a picker step or a modal prefetched in time
 * still appeared late. Render it inside a `<Suspense>` for the case it is needed before it arrived.
 */
import { type ComponentType, lazy } from 'react';

/** What {@link preloadable} gives: the component to render, and a fetch to start early. */
export interface Preloadable<P extends object> {
  readonly Component: ComponentType<P>;
  /** Starts the fetch (idempotent: the module loader caches the import); rejects if it fails. */
  readonly preload: () => Promise<ComponentType<P>>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let ready: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      ready = component;
      return component;
    });
  // note: a fetch that failed is tried again here when the component renders
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = ready ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
