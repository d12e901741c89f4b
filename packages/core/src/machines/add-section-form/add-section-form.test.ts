import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { SECTION_NAME_SOURCE } from '../../constants.js';
import type { BoardSection } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { addSectionFormMachine } from './add-section-form.machine.js';
import { selectAddSectionForm } from './add-section-form.selectors.js';
import type { CreateSectionInput } from './add-section-form.types.js';

const harness = (answer: (p: CreateSectionInput) => Promise<BoardSection>, recommendation?: string) => {
  const payloads: CreateSectionInput[] = [];
  const created: BoardSection[] = [];
  const machine = addSectionFormMachine.provide({
    actors: { createSection: fromPromise<BoardSection, CreateSectionInput>(({ input }) => (payloads.push(input), answer(input))) },
    actions: { sectionCreated: (_, { section }) => void created.push(section) },
  });
  const actor = createActor(machine, {
    input: { boardId: 'b1', initialPins: ['p1'], ...(recommendation === undefined ? {} : { recommendation }) },
  }).start();
  return { actor, payloads, created, view: () => selectAddSectionForm(actor.getSnapshot()) };
};

const [start] = initialTransition(addSectionFormMachine, { boardId: 'b1' });
const step = (...events: Parameters<typeof transition<typeof addSectionFormMachine>>[2][]) =>
  events.reduce((s, e) => transition(addSectionFormMachine, s, e)[0], start);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('addSectionFormMachine (S0 §2/§4/§5 add section form)', () => {
  it('S0 §2: shows the title, label, placeholder and button of the spec', () => {
    expect(selectAddSectionForm(start)).toMatchObject({
      title: 'Add section',
      label: 'Name',
      placeholder: 'Like "Lighting"',
      buttonLabel: 'Add',
      canAdd: false,
    });
  });

  it('S0 §5: Add is enabled only for a non-blank trimmed name', () => {
    expect(selectAddSectionForm(step({ type: 'NAME.CHANGE', value: '   ' })).canAdd).toBe(false);
    expect(step({ type: 'NAME.CHANGE', value: '   ' }, { type: 'SECTION.SUBMIT' }).value).toBe('editing');
    expect(selectAddSectionForm(step({ type: 'NAME.CHANGE', value: ' a ' })).canAdd).toBe(true);
  });

  it('S0 §5: Enter and numpad Enter submit; other keys do not', () => {
    const named = { type: 'NAME.CHANGE', value: 'Lighting' } as const;
    expect(step(named, { type: 'NAME.KEYDOWN', key: 'Enter' }).value).toBe('saving');
    expect(step(named, { type: 'NAME.KEYDOWN', key: 'NumpadEnter' }).value).toBe('saving');
    expect(step(named, { type: 'NAME.KEYDOWN', key: 'a' }).value).toBe('editing');
  });

  it('S0 §4: the trimmed name is saved and the callback gets the section', async () => {
    const h = harness(async (p) => ({ id: 's1', title: p.name }));
    h.actor.send({ type: 'NAME.CHANGE', value: '  Lighting ' });
    h.actor.send({ type: 'SECTION.SUBMIT' });
    expect(h.view()).toMatchObject({ saving: true, canAdd: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.payloads).toEqual([{ board_id: 'b1', initial_pins: ['p1'], name: 'Lighting', name_source: SECTION_NAME_SOURCE.none }]);
    expect(h.created).toEqual([{ id: 's1', title: 'Lighting' }]);
    expect(h.actor.getSnapshot().output).toEqual({ section: { id: 's1', title: 'Lighting' } });
  });

  it('S0 §8: a failure shows message_detail (else message) under the field; Enter is then ignored; editing clears it', async () => {
    let calls = 0;
    const h = harness(async (p) => {
      calls += 1;
      if (calls === 1) throw { message: 'Bad section', message_detail: 'A section with that name exists.' };
      if (calls === 2) throw { message: 'Still bad' };
      return { id: 's2', title: p.name };
    });
    h.actor.send({ type: 'NAME.CHANGE', value: 'Dup' });
    h.actor.send({ type: 'NAME.KEYDOWN', key: 'Enter' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'editing', error: 'A section with that name exists.', canAdd: false });
    h.actor.send({ type: 'NAME.KEYDOWN', key: 'Enter' });
    expect(h.view().state).toBe('editing'); // S0 §5: Enter submits only with no current error
    expect(calls).toBe(1);
    h.actor.send({ type: 'NAME.CHANGE', value: 'Dup 2' });
    expect(h.view()).toMatchObject({ error: null, canAdd: true });
    h.actor.send({ type: 'SECTION.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view().error).toBe('Still bad');
    h.actor.send({ type: 'NAME.CHANGE', value: 'Dup 3' });
    h.actor.send({ type: 'SECTION.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.created).toEqual([{ id: 's2', title: 'Dup 3' }]);
  });

  it('S0 §8: an error without text falls back to the generic message', async () => {
    const h = harness(async () => Promise.reject(new Error('')));
    h.actor.send({ type: 'NAME.CHANGE', value: 'x' });
    h.actor.send({ type: 'SECTION.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view().error).toBe(MESSAGES.genericError);
  });

  it('S0 §3: a recommended name is sent as RECOMMENDATION, an edited one as EDITED_RECOMMENDATION', async () => {
    const kept = harness(async (p) => ({ id: 's', title: p.name }), 'Lighting');
    kept.actor.send({ type: 'SECTION.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(kept.payloads[0]?.name_source).toBe(SECTION_NAME_SOURCE.RECOMMENDATION);
    const edited = harness(async (p) => ({ id: 's', title: p.name }), 'Lighting');
    edited.actor.send({ type: 'NAME.CHANGE', value: 'Lamps' });
    edited.actor.send({ type: 'SECTION.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(edited.payloads[0]?.name_source).toBe(SECTION_NAME_SOURCE.EDITED_RECOMMENDATION);
  });

  it('cancel ends without a section', () => {
    const cancelled = step({ type: 'FORM.CANCEL' });
    expect(cancelled.status).toBe('done');
    expect(cancelled.output).toEqual({ section: null });
  });
});
