import { fc, test } from '../../testing/property.js';
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { initialNavigationHistory, navigationHistoryReducer } from '../../rules/navigation-history.js';
import { navigationHistoryMachine, navigationPosition } from './navigation-history.machine.js';
import { quickPromoteCloseFacts, selectNavigationHistory } from './navigation-history.selectors.js';
import type { NavigationHistoryEvent } from './navigation-history.types.js';
import { navigationHistorySchema } from './navigation-history.types.js';

function walk(...events: NavigationHistoryEvent[]) {
  let [snapshot] = initialTransition(navigationHistoryMachine, { current: '/' });
  for (const event of events) [snapshot] = transition(navigationHistoryMachine, snapshot, event);
  return snapshot;
}
const push = (entry: string): NavigationHistoryEvent => ({ type: 'NAV.PUSH', entry });
const pop = (delta: number): NavigationHistoryEvent => ({ type: 'NAV.POP', delta });

describe('navigationHistoryMachine (S1 §4 navigation history)', () => {
  it('S1 §4: starts with only the loaded page', () => {
    const snapshot = walk();
    expect(snapshot.value).toBe('single');
    expect(selectNavigationHistory(snapshot)).toEqual({ current: '/', canGoBack: false, canGoForward: false, length: 1 });
  });

  it('S1 §4: push makes the new entry current and the newest', () => {
    const snapshot = walk(push('/a'), push('/b'));
    expect(snapshot.value).toBe('newest');
    expect(snapshot.context).toEqual({ back: ['/', '/a'], current: '/b', forward: [] });
  });

  it('S1 §4: pop moves between the back and forward stacks', () => {
    expect(walk(push('/a'), push('/b'), pop(-1)).value).toBe('middle');
    expect(walk(push('/a'), push('/b'), pop(-2)).context).toEqual({ back: [], current: '/', forward: ['/a', '/b'] });
    expect(walk(push('/a'), push('/b'), pop(-2)).value).toBe('oldest');
    expect(walk(push('/a'), pop(-1), pop(1)).value).toBe('newest');
  });

  it('S1 §4: push clears the forward list', () => {
    const snapshot = walk(push('/a'), push('/b'), pop(-2), push('/c'));
    expect(snapshot.context).toEqual({ back: ['/'], current: '/c', forward: [] });
    expect(snapshot.value).toBe('newest');
  });

  it('S1 §4: replace swaps the current entry and keeps both stacks and the position', () => {
    const snapshot = walk(push('/a'), push('/b'), pop(-1), { type: 'NAV.REPLACE', entry: '/x' });
    expect(snapshot.value).toBe('middle');
    expect(snapshot.context).toEqual({ back: ['/'], current: '/x', forward: ['/b'] });
  });

  it('a pop past either end is clamped; a pop of 0 or NaN changes nothing', () => {
    expect(walk(push('/a'), pop(-10)).context).toEqual({ back: [], current: '/', forward: ['/a'] });
    const before = walk(push('/a'));
    for (const delta of [0, Number.NaN, 5]) {
      const [after] = transition(navigationHistoryMachine, before, pop(delta));
      expect(after.context).toEqual(before.context);
      expect(after.value).toBe('newest');
    }
  });

  test.prop([
    fc.array(
      fc.oneof(
        fc.record({ type: fc.constant('NAV.PUSH' as const), entry: fc.string({ unit: 'grapheme' }) }),
        fc.record({ type: fc.constant('NAV.REPLACE' as const), entry: fc.string() }),
        fc.record({ type: fc.constant('NAV.POP' as const), delta: fc.oneof(fc.integer({ min: -6, max: 6 }), fc.double()) }),
      ),
      { maxLength: 40 },
    ),
  ])("S1 §4: the context is always the pure reducer's answer, and the state its position", (events) => {
    let expected = initialNavigationHistory('/');
    const snapshot = walk(...events);
    for (const event of events) {
      expected = navigationHistoryReducer(
        expected,
        event.type === 'NAV.PUSH'
          ? { type: 'push', entry: event.entry }
          : event.type === 'NAV.REPLACE'
            ? { type: 'replace', entry: event.entry }
            : { type: 'pop', delta: event.delta },
      );
    }
    expect(snapshot.context).toEqual(expected);
    expect(snapshot.value).toBe(navigationPosition(expected));
  });

  it('S1 §2: gives quick-promote close the history length and whether a pin-builder page is in the stack', () => {
    expect(quickPromoteCloseFacts(walk())).toEqual({ historyLength: 1, pinBuilderInStack: false });
    expect(quickPromoteCloseFacts(walk(push('/advertiser/1/pin-builder/'), push('/advertiser/1/quick-promote/')))).toEqual({
      historyLength: 3,
      pinBuilderInStack: true,
    });
    // an entry only ahead of the current one is not in the stack behind it
    expect(quickPromoteCloseFacts(walk(push('/pin-builder/?x=1'), pop(-1))).pinBuilderInStack).toBe(false);
    expect(quickPromoteCloseFacts(walk(push('/pins/pin-builderish/'))).pinBuilderInStack).toBe(false);
  });

  it('a live actor takes the same events', () => {
    const actor = createActor(navigationHistoryMachine, { input: { current: '/home/' } }).start();
    actor.send(push('/pin/1/'));
    actor.send(pop(-1));
    expect(selectNavigationHistory(actor.getSnapshot())).toEqual({ current: '/home/', canGoBack: false, canGoForward: true, length: 2 });
  });

  it('the schema lists every action, guard and event the machine has', () => {
    expect(Object.keys(navigationHistoryMachine.implementations.actions)).toEqual([...navigationHistorySchema.actions]);
    expect(Object.keys(navigationHistoryMachine.implementations.guards)).toEqual([...navigationHistorySchema.guards]);
    expect([...navigationHistoryMachine.events].sort()).toEqual([...navigationHistorySchema.events].sort());
  });
});
