/**
 * The key handling both suggestion flyouts share (S1 §3/§7 the header typeahead, S0 §2/§5 the
 * hashtag flyout): a key event is read through core's one `flyoutKey` rule and becomes the
 * machine's own events, so choosing by Enter is the click's `ITEM.PICK` and Escape is the blur's
 * close, never a second copy of either.
 */
import { type EventObject, enqueueActions } from 'xstate';
import { type FlyoutKey, flyoutKey } from '../rules/flyout-keyboard.js';

/** What the key handling reads of a flyout machine's memory. */
interface FlyoutContext {
  readonly items: readonly unknown[];
  readonly activeIndex: number;
}

/**
 * The action of an open flyout's key event: an arrow moves `activeIndex`, Enter on a highlighted
 * row raises `pick(index)`, Escape raises `close`; Enter with nothing highlighted does nothing.
 * Name the machine's context and event union: `flyoutKeyActions<Context, Event>(…)`.
 */
export const flyoutKeyActions = <TContext extends FlyoutContext, TEvent extends EventObject>(
  pick: (index: number) => TEvent,
  close: TEvent,
) =>
  enqueueActions<TContext, Extract<TEvent, { readonly key: FlyoutKey }>, undefined, TEvent, never, never, never, never, never>(
    ({ context, event, enqueue }) => {
      const outcome = flyoutKey(event.key, context.activeIndex, context.items.length);
      // note: the cast names the one field set; TContext is only known to have it
      if (outcome.kind === 'highlight') enqueue.assign(() => ({ activeIndex: outcome.index }) as Partial<TContext>);
      else if (outcome.kind === 'choose') enqueue.raise(pick(outcome.index));
      else if (outcome.kind === 'close') enqueue.raise(close);
    },
  );
