import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { TOAST_DURATION_MS } from '../../constants.js';
import type { Pin } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import type { NavigateParams, ToastParams } from '../saving-support.js';
import { mobilePinCreateMachine } from './mobile-pin-create.machine.js';
import { selectMobilePinCreate } from './mobile-pin-create.selectors.js';
import type { CreatePinInput, MobilePinCreateInput } from './mobile-pin-create.types.js';

const page = (over: Partial<MobilePinCreateInput> = {}): MobilePinCreateInput => ({
  pin: { imageUrl: 'https://img.example/a.jpg' },
  openedAsPopup: false,
  historyLength: 5,
  fromBoardCreate: false,
  ...over,
});

const harness = (input: MobilePinCreateInput, answer: (n: number) => Promise<Pin>) => {
  const effects: (['toast', ToastParams] | ['navigate', NavigateParams] | ['close'])[] = [];
  const inputs: CreatePinInput[] = [];
  const machine = mobilePinCreateMachine.provide({
    actors: { createPin: fromPromise<Pin, CreatePinInput>(({ input: i }) => (inputs.push(i), answer(inputs.length))) },
    actions: {
      showToast: (_, p) => void effects.push(['toast', p]),
      navigate: (_, p) => void effects.push(['navigate', p]),
      closeWindow: () => void effects.push(['close']),
    },
  });
  return { actor: createActor(machine, { input }).start(), effects, inputs };
};

const create = { type: 'PIN.CREATE', boardId: 'b1', boardName: 'Travel', sectionId: 's1' } as const;
const savedToast: ToastParams = { text: 'Saved to Travel', durationMs: TOAST_DURATION_MS, action: { label: 'View', href: '/pin/p1/' } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('mobilePinCreateMachine (S0 §4 mobile Pin creation)', () => {
  it('S0 §4: idle → creating shows the spinner; success toasts then goes back one step', async () => {
    const h = harness(page(), async () => ({ id: 'p1' }));
    expect(selectMobilePinCreate(h.actor.getSnapshot())).toMatchObject({ state: 'idle', canCreate: true, spinner: false });
    h.actor.send(create);
    expect(selectMobilePinCreate(h.actor.getSnapshot())).toMatchObject({ state: 'creating', spinner: true, canCreate: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.inputs).toEqual([{ boardId: 'b1', sectionId: 's1', pin: page().pin }]);
    expect(h.effects[0]?.[0]).toBe('toast');
    expect((h.effects[0]![1] as ToastParams).text).toBe('Saved to Travel');
    expect(h.effects).toEqual([
      ['toast', expect.objectContaining({ text: savedToast.text, durationMs: TOAST_DURATION_MS })],
      ['navigate', { back: 1 }],
    ]);
    expect(h.actor.getSnapshot().output).toEqual({ pin: { id: 'p1' } });
  });

  it.each([
    ['opened as a popup', page({ openedAsPopup: true }), ['close']],
    ['history of one entry', page({ historyLength: 1 }), ['close']],
    ['from board create with more than two entries', page({ fromBoardCreate: true, historyLength: 3 }), ['navigate', { back: 2 }]],
    ['from board create with exactly two entries', page({ fromBoardCreate: true, historyLength: 2 }), ['navigate', { back: 1 }]],
  ] as const)('S0 §4: after success, %s', async (_, input, expected) => {
    const h = harness(input, async () => ({ id: 'p1' }));
    h.actor.send(create);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.effects[1]).toEqual(expected);
  });

  it('S0 §8: a failure toasts the spec message and returns to idle; a retry then succeeds', async () => {
    const h = harness(page(), async (n) => {
      if (n === 1) throw new Error('500');
      return { id: 'p2' };
    });
    h.actor.send(create);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.effects).toEqual([['toast', { text: MESSAGES.mobilePinCreateFailed, durationMs: TOAST_DURATION_MS, action: null }]]);
    h.actor.send(create);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('transitions as data: the success step lists the toast before the navigation', () => {
    const [s0] = initialTransition(mobilePinCreateMachine, page({ openedAsPopup: true }));
    const [creating] = transition(mobilePinCreateMachine, s0, create);
    const [done, actions] = transition(mobilePinCreateMachine, creating, {
      type: 'xstate.done.actor.createPin',
      output: { id: 'p9' },
    } as never);
    expect(done.value).toBe('success');
    expect(actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.'))).toEqual(['showToast', 'closeWindow']);
  });

  it('PIN.CREATE is ignored while a creation is running', () => {
    const [s0] = initialTransition(mobilePinCreateMachine, page());
    const [creating] = transition(mobilePinCreateMachine, s0, create);
    const [again, actions] = transition(mobilePinCreateMachine, creating, { ...create, boardId: 'b2' });
    expect(again.context.target?.boardId).toBe('b1');
    expect(actions.filter((a) => a.type === 'xstate.spawnChild')).toEqual([]);
  });
});

describe('mobilePinCreateMachine without the caller effects', () => {
  it('ends in error naming the missing effect instead of silently not navigating', async () => {
    vi.useFakeTimers();
    const machine = mobilePinCreateMachine.provide({ actors: { createPin: fromPromise<Pin, CreatePinInput>(async () => ({ id: 'p1' })) } });
    const actor = createActor(machine, { input: page() });
    actor.subscribe({ error: () => {} });
    actor.start();
    actor.send(create);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('error');
    expect((actor.getSnapshot().error as Error).message).toMatch(/showToast action not provided/);
    vi.useRealTimers();
  });
});
