/**
 * The shell's in-app history (S0 §4 how far back stays in the app; S1 §4 the navigation-history
 * reducer holds it): driven through a fake of the browser's history, with its own stack of entries.
 */
import { fc, test } from '@pinstack/core/testing';
import { afterEach, describe, expect, vi } from 'vitest';

/** A tab's history: entries with their state, the current index, and how `history` exposes them. */
function fakeTab(initialState: unknown = null) {
  const entries: { state: unknown; href: string }[] = [{ state: initialState, href: 'https://app.example/' }];
  let index = 0;
  const history = {
    get state() {
      return entries[index]?.state ?? null;
    },
    get length() {
      return entries.length;
    },
    replaceState(state: unknown) {
      const entry = entries[index];
      if (entry !== undefined) entry.state = state;
    },
  };
  const location = {
    get href() {
      return entries[index]?.href ?? '';
    },
  };
  return {
    history,
    location,
    /** A link followed: the forward entries go, a new one is current. */
    push(href: string) {
      entries.splice(index + 1);
      entries.push({ state: null, href });
      index = entries.length - 1;
    },
    /** A redirect: the current entry's address changes, its state is the page's new one. */
    replace(href: string) {
      entries[index] = { state: null, href };
    },
    go(delta: number) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
    },
  };
}

type Tab = ReturnType<typeof fakeTab>;

/** The history module as the shell loads it in `tab` (its first lines record the loaded entry). */
async function load(tab: Tab) {
  vi.stubGlobal('history', tab.history);
  vi.stubGlobal('location', tab.location);
  // the router reads window when it loads (the module is the shell's, with its hook)
  vi.stubGlobal('window', globalThis);
  // the router announces history changes as events on window
  vi.stubGlobal('dispatchEvent', () => true);
  vi.resetModules();
  return import('./history.js');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('in-app history (S0 §4 afterMobilePinCreate, S1 §4 navigation history)', () => {
  test('S1 §4: a link is one step deeper, a redirect none, back and forward return to an entry’s depth', async () => {
    const tab = fakeTab();
    const history = await load(tab);
    expect(history.inAppMoveCount()).toBe(0);
    tab.push('https://app.example/pin/1/');
    history.noteInAppMove();
    tab.push('https://app.example/pin/2/');
    history.noteInAppMove();
    expect(history.inAppMoveCount()).toBe(2);
    tab.replace('https://app.example/login/');
    history.noteInAppMove();
    expect(history.inAppMoveCount()).toBe(2);
    tab.go(-1);
    history.noteInAppMove();
    expect(history.inAppMoveCount()).toBe(1);
    tab.go(1);
    history.noteInAppMove();
    expect(history.inAppMoveCount()).toBe(2);
  });

  test('a reload keeps the depth the entry recorded, never more than the tab has behind it', async () => {
    const first = fakeTab({ pinstackDepth: 3 });
    const history = await load(first);
    expect(history.inAppMoveCount()).toBe(0);
    // note: a tab with one entry holds no more than one: a recorded depth past it is not believed
    const tab = fakeTab();
    tab.push('https://app.example/a/');
    tab.push('https://app.example/b/');
    tab.history.replaceState({ pinstackDepth: 2 });
    const reloaded = await load(tab);
    expect(reloaded.inAppMoveCount()).toBe(2);
  });

  const move = fc.oneof(
    fc.record({ kind: fc.constant('push' as const) }),
    fc.record({ kind: fc.constant('replace' as const) }),
    fc.record({ kind: fc.constant('go' as const), delta: fc.integer({ min: -3, max: 3 }) }),
  );
  test.prop([fc.array(move, { maxLength: 30 })])(
    'S0 §4: after any links, redirects, backs and forwards, going back that far never leaves the app; without a link after a back it is exact',
    async (moves) => {
      const tab = fakeTab();
      const history = await load(tab);
      // the model: each entry's depth, as the browser's stack holds it
      const depths = [0];
      let at = 0;
      // note: a link after going back replaces the forward entries without growing history.length,
      // which the shell cannot tell from a redirect: it counts fewer steps (safe: it goes home instead)
      let linkAfterBack = false;
      for (const [n, step] of moves.entries()) {
        const before = at;
        if (step.kind === 'push') {
          if (at < depths.length - 1) linkAfterBack = true;
          depths.splice(at + 1);
          depths.push((depths[at] ?? 0) + 1);
          at = depths.length - 1;
          tab.push(`https://app.example/${n}/`);
        } else if (step.kind === 'replace') tab.replace(`https://app.example/${n}/`);
        else {
          at = Math.min(Math.max(at + step.delta, 0), depths.length - 1);
          tab.go(step.delta);
        }
        // the shell notes a move only when the location changed
        if (step.kind !== 'go' || at !== before) history.noteInAppMove();
        expect(history.inAppMoveCount()).toBeLessThanOrEqual(depths[at] ?? 0);
        if (!linkAfterBack) expect(history.inAppMoveCount()).toBe(depths[at]);
      }
    },
  );
});
