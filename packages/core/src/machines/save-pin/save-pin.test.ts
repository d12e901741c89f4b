import { fc, test } from '../../testing/property.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { SUCCESS_DIALOG_AUTO_DISMISS_MS, SUCCESS_MODAL_SUPPRESSED_SCENARIOS, SUCCESS_POPUP_AUTO_CLOSE_MS } from '../../constants.js';
import type { Board, BoardSection } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { filterBoards } from '../../rules/picker.js';
import { PICKER_KEYS, type PickerKey } from '../../rules/picker-keyboard.js';
import { savePinMachine } from './save-pin.machine.js';
import { savePinForms, selectSavePin } from './save-pin.selectors.js';
import type { SavePinForms } from './save-pin.selectors.js';
import type { AddSectionFormEvent } from '../add-section-form/add-section-form.types.js';
import type { BoardCreateFormEvent } from '../board-create-form/board-create-form.types.js';
import { ownBoard, savePinWorld } from './save-pin.test-world.js';
import { savePinSchema } from './save-pin.types.js';
import type { SavePinEvent, SavePinInput } from './save-pin.types.js';

const acting = { isAuth: true, viewerId: 'viewer' };
const travel = ownBoard('b1', 'Travel');
const home = ownBoard('b2', 'Home', { section_count: 2 });
const homeSections = {
  b2: [
    { id: 's1', title: 'Lighting' },
    { id: 's2', title: 'Kitchen' },
  ],
};

/** An event for the running create-step form (the invoked child), as its view would send it. */
interface FormEvent {
  readonly form: keyof SavePinForms;
  readonly event: BoardCreateFormEvent | AddSectionFormEvent;
}
const board = (event: BoardCreateFormEvent): FormEvent => ({ form: 'boardCreateForm', event });
const section = (event: AddSectionFormEvent): FormEvent => ({ form: 'addSectionForm', event });

const open = (seed: Parameters<typeof savePinWorld>[0], input: Partial<SavePinInput> = {}) => {
  const world = savePinWorld(seed);
  const actor = createActor(savePinMachine.provide({ actors: world.actors }), { input: { pin: { id: 'p0' }, acting, ...input } }).start();
  const send = async (...events: (SavePinEvent | FormEvent)[]) => {
    for (const event of events) {
      await vi.advanceTimersByTimeAsync(0); // lets a pending load finish first, as a person would wait
      if ('form' in event) {
        const child = savePinForms(actor.getSnapshot())[event.form];
        if (child === null) throw new Error(`no ${event.form} is running`);
        child.send(event.event as never);
      } else actor.send(event);
      await vi.advanceTimersByTimeAsync(0);
    }
  };
  return { world, actor, send, view: () => selectSavePin(actor.getSnapshot()) };
};

// Pure walk: done events stand in for the actors (style habit 6).
const walk = (input: SavePinInput, ...events: { type: string; [k: string]: unknown }[]) =>
  events.reduce((s, e) => transition(savePinMachine, s, e as SavePinEvent)[0], initialTransition(savePinMachine, input)[0]);
const loaded = (boards: Board[]) => ({ type: 'xstate.done.actor.loadBoards', output: { all_boards: boards, boards_shortlist: [] } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('savePinMachine (S0 §4 picker flow, S0 §2 modal steps)', () => {
  it('S0 §4: a board without sections is saved to directly: loading, then success with its headline', async () => {
    const h = open({ boards: [travel, home] });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({
      state: 'chooseBoard',
      title: MESSAGES.chooseBoard,
      createButton: MESSAGES.createBoard,
      backAction: 'close',
    });
    h.actor.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    expect(h.view()).toMatchObject({ state: 'saving', loading: true, saveState: { b1: 'loading' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({
      state: 'success',
      saveState: { b1: 'success' },
      success: { headline: 'Saved to Travel', boardCreated: false },
    });
    expect(h.world.saved).toEqual([{ pin: expect.objectContaining({ id: 'p1' }), boardId: 'b1', sectionId: null }]);
    h.actor.send({ type: 'BACK' });
    expect(h.actor.getSnapshot().output).toMatchObject({ pin: { id: 'p1' }, board: travel, section: null });
  });

  it('S0 §6/§2: the create step carries the locked privacy and its note; the board holding the Pin is named', async () => {
    const advertiser = { id: 'adv', owner_user_id: 'someone-else' };
    const h = open(
      { boards: [travel] },
      { acting: { ...acting, advertiser }, pin: { id: 'p0', pinnedToBoard: { id: 'b1', name: 'Travel' } } },
    );
    await h.send({ type: 'BOARD.CREATE' });
    expect(h.view().boardForm).toMatchObject({ privacy: 'protected', privacyLocked: true, privacyNote: "not listed on user's profile" });
    expect(h.view().pinnedBoardId).toBe('b1');
    const owner = open({ boards: [travel] });
    await owner.send({ type: 'BOARD.CREATE' });
    expect(owner.view().boardForm).toMatchObject({ privacy: 'public', privacyLocked: false, privacyNote: null });
    expect(owner.view().pinnedBoardId).toBeNull();
  });

  it('S0 §4: a board with sections goes to Choose section, then saves into the picked section', async () => {
    const h = open({ boards: [travel, home], sections: homeSections });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b2' });
    expect(h.view()).toMatchObject({
      state: 'chooseSection',
      title: MESSAGES.chooseSection,
      createButton: MESSAGES.createSection,
      backAction: 'back',
    });
    expect(h.view().sections.map((s) => s.id)).toEqual(['s1', 's2']);
    await h.send({ type: 'SECTION.SELECT', sectionId: 's1' });
    expect(h.world.saved[0]).toMatchObject({ boardId: 'b2', sectionId: 's1' });
    expect(h.view().success?.headline).toBe('Saved to Lighting in Home');
  });

  it('S0 §4/§2: creating a board saves into it at once; Board created gives way after 2600 ms to the success dialog, which stays (WCAG 2.2.1)', async () => {
    const h = open({ boards: [travel] });
    await h.send({ type: 'BOARD.CREATE' });
    expect(h.view()).toMatchObject({ title: MESSAGES.createBoard, boardForm: { canSubmit: false } });
    await h.send(board({ type: 'BOARD.SUBMIT' }));
    expect(h.view().boardForm?.nameError).toBe(MESSAGES.boardNameRequired);
    await h.send(board({ type: 'NAME.CHANGE', value: 'Recipes' }), board({ type: 'BOARD.SUBMIT' }));
    expect(h.world.calls.map((c) => c.name)).toEqual(['loadBoards', 'createBoard', 'savePin']);
    expect(h.world.saved[0]?.boardId).toBe('b2');
    expect(h.view()).toMatchObject({
      state: 'success',
      title: MESSAGES.boardCreated,
      success: { headline: 'Saved to Recipes', boardCreated: true },
    });
    await vi.advanceTimersByTimeAsync(SUCCESS_DIALOG_AUTO_DISMISS_MS - 1);
    expect(h.actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    // the animation screen is over; its buttons stay until the pinner dismisses the dialog
    expect(h.actor.getSnapshot().value).toBe('success');
    expect(h.view()).toMatchObject({ state: 'success', success: { headline: 'Saved to Recipes', boardCreated: false } });
    expect(h.view().title).not.toBe(MESSAGES.boardCreated);
    await vi.advanceTimersByTimeAsync(SUCCESS_DIALOG_AUTO_DISMISS_MS * 10);
    expect(h.actor.getSnapshot().value).toBe('success');
    await h.send({ type: 'BACK' });
    expect(h.actor.getSnapshot().value).toBe('done');
    expect(h.actor.getSnapshot().output?.board).toMatchObject({ id: 'b2', name: 'Recipes' });
  });

  it('S0 §4: a saved-to existing board keeps its success dialog open (no auto-dismiss)', async () => {
    const h = open({ boards: [travel] });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    await vi.advanceTimersByTimeAsync(SUCCESS_DIALOG_AUTO_DISMISS_MS * 2);
    expect(h.actor.getSnapshot().value).toBe('success');
  });

  it('S0 §4: a created board that has sections goes on to the section step', () => {
    const created = ownBoard('b9', 'Big', { section_count: 1 });
    const s = walk(
      { pin: {}, acting },
      loaded([]),
      { type: 'BOARD.CREATE' },
      { type: 'xstate.done.actor.boardCreateForm', output: { board: created } },
    );
    expect(s.value).toBe('loadingSections');
    expect(s.context.board).toEqual(created);
  });

  it('S0 §8: a board create failure shows message plus detail; editing clears it and a retry goes on', async () => {
    const h = open({ boards: [travel] });
    h.world.failures.set('createBoard', { message: 'Could not create.', message_detail: 'Try again later.' });
    await h.send({ type: 'BOARD.CREATE' }, board({ type: 'NAME.CHANGE', value: 'Recipes' }), board({ type: 'BOARD.SUBMIT' }));
    expect(h.view()).toMatchObject({
      state: 'createBoard',
      boardForm: { createError: 'Could not create. Try again later.', canSubmit: false },
    });
    await h.send(board({ type: 'NAME.CHANGE', value: 'Recipes!' }));
    expect(h.view().boardForm).toMatchObject({ createError: null, canSubmit: true });
    await h.send(board({ type: 'BOARD.SUBMIT' }));
    expect(h.view().state).toBe('success');
  });

  it('S0 §4: a newly created section is saved into; a failure shows message_detail under the field', async () => {
    const h = open({ boards: [home], sections: homeSections });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b2' }, { type: 'SECTION.CREATE' });
    expect(h.view()).toMatchObject({ title: MESSAGES.createSection, sectionForm: { canAdd: false } });
    h.world.failures.set('createSection', { message: 'Nope', message_detail: 'That name is taken.' });
    await h.send(section({ type: 'NAME.CHANGE', value: ' Lamps ' }), section({ type: 'SECTION.SUBMIT' }));
    expect(h.view()).toMatchObject({ state: 'createSection', sectionForm: { error: 'That name is taken.', canAdd: false } });
    await h.send(section({ type: 'SECTION.SUBMIT' }));
    expect(h.view().state).toBe('createSection');
    await h.send(section({ type: 'NAME.CHANGE', value: ' Lamps ' }), section({ type: 'SECTION.SUBMIT' }));
    expect(h.world.calls.filter((c) => c.name === 'createSection').map((c) => c.input)).toEqual([
      { board_id: 'b2', initial_pins: [], name: 'Lamps', name_source: 0 },
      { board_id: 'b2', initial_pins: [], name: 'Lamps', name_source: 0 },
    ]);
    expect(h.world.saved[0]).toMatchObject({ boardId: 'b2', sectionId: 's3' });
    expect(h.view().success?.headline).toBe('Saved to Lamps in Home');
  });

  it('S0 §4 back/close: create section → section list → board list → close; create board → board list', () => {
    const input = { pin: {}, acting };
    const sections = { type: 'xstate.done.actor.loadSections', output: homeSections.b2 };
    const inCreateSection = walk(input, loaded([home]), { type: 'BOARD.SELECT', boardId: 'b2' }, sections, { type: 'SECTION.CREATE' });
    expect(inCreateSection.value).toBe('createSection');
    const backToSections = transition(savePinMachine, inCreateSection, { type: 'BACK' })[0];
    expect(backToSections.value).toBe('chooseSection');
    const backToBoards = transition(savePinMachine, backToSections, { type: 'BACK' })[0];
    expect(backToBoards.value).toBe('chooseBoard');
    const closed = transition(savePinMachine, backToBoards, { type: 'BACK' })[0];
    expect(closed.status).toBe('done');
    expect(closed.value).toBe('closed');
    expect(closed.output).toEqual({ pin: null, board: null, section: null, toast: null });
    const inCreateBoard = walk(input, loaded([home]), { type: 'BOARD.CREATE' });
    expect(transition(savePinMachine, inCreateBoard, { type: 'BACK' })[0].value).toBe('chooseBoard');
  });

  it('CLOSE ends the flow from any step', () => {
    const input = { pin: {}, acting };
    for (const at of [
      walk(input),
      walk(input, loaded([home]), { type: 'BOARD.CREATE' }),
      walk(input, loaded([home]), { type: 'BOARD.SELECT', boardId: 'b2' }),
    ]) {
      expect(transition(savePinMachine, at, { type: 'CLOSE' })[0].value).toBe('closed');
    }
  });

  it('S0 §4/§8: a failed save clears the board state and shows the detail message; a retry succeeds', async () => {
    const h = open({ boards: [travel] });
    h.world.failures.set('savePin', { message: 'Save failed', message_detail: 'This Pin is no longer available.' });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    expect(h.view()).toMatchObject({ state: 'chooseBoard', saveState: {}, saveError: 'This Pin is no longer available.' });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    expect(h.view()).toMatchObject({ state: 'success', saveError: null });
  });

  it('S0 §8: a failed save into a section stays on the section list with the message', async () => {
    const h = open({ boards: [home], sections: homeSections });
    h.world.failures.set('savePin', { message: 'Save failed' });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b2' }, { type: 'SECTION.SELECT', sectionId: 's2' });
    expect(h.view()).toMatchObject({ state: 'chooseSection', saveError: 'Save failed', saveState: {} });
  });

  it.each(SUCCESS_MODAL_SUPPRESSED_SCENARIOS)('S0 §6: no success dialog in the %s scenario', async (scenario) => {
    const h = open({ boards: [travel] }, { scenario });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    expect(h.actor.getSnapshot().value).toBe('done');
    expect(h.actor.getSnapshot().output?.pin).toMatchObject({ id: 'p1' });
    expect(h.actor.getSnapshot().output?.toast).toBeNull();
  });

  it('S0 §2/§4: on a mobile-class device the save ends at once with the toast `Saved to {board}` and its View link, no success view', async () => {
    const h = open({ boards: [travel, home], sections: homeSections }, { isMobile: true });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    expect(h.actor.getSnapshot().value).toBe('done');
    expect(h.actor.getSnapshot().output).toMatchObject({
      pin: { id: 'p1' },
      board: travel,
      toast: { text: 'Saved to Travel', durationMs: 5000, action: { label: 'View', href: '/pin/p1' } },
    });
    const inSection = open({ boards: [home], sections: homeSections }, { isMobile: true });
    await inSection.send({ type: 'BOARD.SELECT', boardId: 'b2' }, { type: 'SECTION.SELECT', sectionId: 's1' });
    expect(inSection.actor.getSnapshot().output?.toast?.text).toBe('Saved to Home');
  });

  it('S0 §2/§4: on mobile a board created in the picker is saved into and ends with the toast, without Board created', async () => {
    const h = open({ boards: [travel] }, { isMobile: true });
    await h.send({ type: 'BOARD.CREATE' }, board({ type: 'NAME.CHANGE', value: 'Patios' }), board({ type: 'BOARD.SUBMIT' }));
    expect(h.actor.getSnapshot().value).toBe('done');
    expect(h.actor.getSnapshot().output?.toast?.text).toBe('Saved to Patios');
  });

  it('S0 §2/§4: closing on mobile ends without a toast; a failed save stays in the picker', async () => {
    const closed = open({ boards: [travel] }, { isMobile: true });
    await closed.send({ type: 'CLOSE' });
    expect(closed.actor.getSnapshot().output).toMatchObject({ pin: null, toast: null });
    const failing = open({ boards: [travel] }, { isMobile: true });
    failing.world.failures.set('savePin', { message: 'Save failed' });
    await failing.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    expect(failing.view()).toMatchObject({ state: 'chooseBoard', saveError: 'Save failed' });
  });

  it.each(SUCCESS_MODAL_SUPPRESSED_SCENARIOS)('S0 §6: the %s scenario shows neither dialog nor toast on mobile', async (scenario) => {
    const h = open({ boards: [travel] }, { scenario, isMobile: true });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    expect(h.actor.getSnapshot().output).toMatchObject({ pin: { id: 'p1' }, toast: null });
  });

  it('S0 §2: a sensitive-content notice replaces the picker until accepted; back closes', async () => {
    const notice = { severity: 1, description: 'This Pin may be sensitive.' };
    const h = open({ boards: [travel] }, { notice });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'notice', notice, title: null, backAction: 'close' });
    expect(h.world.calls).toEqual([]);
    await h.send({ type: 'NOTICE.ACCEPT' });
    expect(h.view()).toMatchObject({ state: 'chooseBoard', notice: null });
    expect(walk({ pin: {}, acting, notice }, { type: 'BACK' }).value).toBe('closed');
  });

  it('S0 §8: the already-saved notice names the board, except a quick_creates board', () => {
    const s = (layout: string) => selectSavePin(walk({ pin: { pinnedToBoard: { id: 'b1', name: 'Travel', layout } }, acting }));
    expect(s('default').alreadySaved).toBe('Psst! You already saved this Pin to Travel');
    expect(s('quick_creates').alreadySaved).toBeNull();
    expect(selectSavePin(walk({ pin: {}, acting })).alreadySaved).toBeNull();
  });

  it('S0 §2/§8: boards that already hold the Pin are marked saved; choosing one saves nothing and shows the notice', async () => {
    const held = ownBoard('b3', 'Recipes', { holds_pin: true });
    const h = open({ boards: [travel, home, held] }, { pin: { id: 'p0', pinnedToBoard: { id: 'b1', name: 'Travel' } } });
    await vi.advanceTimersByTimeAsync(0);
    const saved = (view: ReturnType<typeof h.view>) =>
      view.options.flatMap((option) => (option.kind === 'board' && option.saved ? [option.board.id] : []));
    // the server's holds_pin, and the board the Pin came marked with
    expect(saved(h.view())).toEqual(['b3', 'b1']);
    await h.send({ type: 'BOARD.SELECT', boardId: 'b3' });
    expect(h.view()).toMatchObject({ state: 'chooseBoard', alreadySaved: MESSAGES.alreadySaved('Recipes'), saveState: {} });
    expect(h.world.calls.map((call) => call.name)).toEqual(['loadBoards']);
    // a keyboard Enter on it is the same choice
    await h.send({ type: 'SEARCH.CHANGE', query: 'Reci' }, { type: 'PICKER.KEY', key: 'ArrowDown' }, { type: 'PICKER.KEY', key: 'Enter' });
    expect(h.world.calls.map((call) => call.name)).toEqual(['loadBoards']);
    // the board the Pin came marked with is held too
    await h.send({ type: 'SEARCH.CHANGE', query: '' }, { type: 'BOARD.SELECT', boardId: 'b1' });
    expect(h.view()).toMatchObject({ state: 'chooseBoard', alreadySaved: MESSAGES.alreadySaved('Travel') });
    // another board saves as ever
    await h.send({ type: 'BOARD.SELECT', boardId: 'b2' });
    expect(h.view().state).toBe('chooseSection');
    expect(h.actor.getSnapshot().context.alreadySavedIn).toBeNull();
  });

  it('S0 §2 mobile page (createElsewhere): the bottom button announces CREATE.ELSEWHERE, never the in-place step; the lists have no create row', async () => {
    const h = open({ boards: [travel, home], sections: homeSections }, { createElsewhere: true });
    const heard: unknown[] = [];
    h.actor.on('CREATE.ELSEWHERE', (event) => heard.push(event));
    await h.send({ type: 'BOARD.CREATE' });
    expect(h.view().state).toBe('chooseBoard');
    expect(h.view().options.map((option) => option.kind)).toEqual(['board', 'board']);
    // the keys stop at the last board: no row of the list creates
    await h.send({ type: 'PICKER.KEY', key: 'End' });
    expect(h.view().highlighted).toMatchObject({ kind: 'board', board: { id: 'b1' } });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b2' });
    expect(h.view().options.map((option) => option.kind)).toEqual(['section', 'section']);
    await h.send({ type: 'SECTION.CREATE' });
    expect(h.view().state).toBe('chooseSection');
    expect(heard).toEqual([
      { type: 'CREATE.ELSEWHERE', boardId: null },
      { type: 'CREATE.ELSEWHERE', boardId: 'b2' },
    ]);
    // without it (the modal, the desktop popup) the create row is there and opens the step in place
    const modal = open({ boards: [travel] });
    await vi.advanceTimersByTimeAsync(0);
    expect(modal.view().options.map((option) => option.kind)).toEqual(['board', 'create']);
    await modal.send({ type: 'BOARD.CREATE' });
    expect(modal.view().state).toBe('createBoard');
  });

  it('S0 §8: a quick_creates board holding the Pin shows no notice, so saving to it makes the copy', async () => {
    const quick = ownBoard('b9', 'Quick saves', { holds_pin: true, layout: 'quick_creates' });
    const h = open({ boards: [quick] });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b9' });
    expect(h.view().state).toBe('success');
    expect(h.world.saved.map((s) => s.boardId)).toEqual(['b9']);
  });

  test.prop([fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), fc.nat()])(
    'S0 §8 property: choosing a board saves exactly when it does not hold the Pin',
    async (holds, pick) => {
      const boards = holds.map((h, i) => ownBoard(`h${i}`, `Board ${i}`, { holds_pin: h }));
      const h = open({ boards });
      const chosen = boards[pick % boards.length] as Board;
      await h.send({ type: 'BOARD.SELECT', boardId: chosen.id });
      expect(h.world.saved.length).toBe(chosen.holds_pin === true ? 0 : 1);
      expect(h.view().alreadySaved).toBe(chosen.holds_pin === true ? MESSAGES.alreadySaved(chosen.name) : null);
      h.actor.stop();
    },
  );

  it('S0 §2/§6: picker lists only the viewer’s boards; ≤ 3 is one flat list, more shows Top choices; search filters', async () => {
    const others = ownBoard('x', 'Not mine', { owner: { id: 'someone' } });
    const many = [travel, home, ownBoard('b3', 'Art'), ownBoard('b4', '1 Numbers'), others];
    const h = open({ boards: many, shortlist: ['b1'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view().layout).toBe('shortlist');
    expect(h.view().allBoards.map((b) => b.name)).toEqual(['Art', 'Home', 'Travel', '1 Numbers']);
    expect(h.view().topChoices.map((b) => b.id)).toEqual(['b1']);
    await h.send({ type: 'SEARCH.CHANGE', query: 'ho' });
    expect(h.view().allBoards.map((b) => b.id)).toEqual(['b2']);
    expect(h.view().topChoices).toEqual([]);
    await h.send({ type: 'BOARD.SELECT', boardId: 'x' });
    expect(h.view().state).toBe('chooseBoard'); // not a picker board: ignored
    const few = open({ boards: [travel, home], shortlist: ['b1'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(few.view()).toMatchObject({ layout: 'flat', topChoices: [] });
  });

  it('S0 §8: a board list load error is flagged to the list, which still offers Create board', async () => {
    const h = open({ boards: [] });
    h.world.failures.set('loadBoards', new Error('offline'));
    const actor = createActor(savePinMachine.provide({ actors: h.world.actors }), { input: { pin: {}, acting } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectSavePin(actor.getSnapshot())).toMatchObject({
      state: 'chooseBoard',
      boardsFailed: true,
      createButton: MESSAGES.createBoard,
    });
  });

  it('without provided actors the picker reports the load failure instead of crashing', async () => {
    const actor = createActor(savePinMachine, { input: { pin: {}, acting } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.boardsFailed).toBe(true);
  });
});

describe('savePinMachine keyboard and search fields (S0 §2 "search field, keyboard up/down/enter navigation, a create-new-board row")', () => {
  const input = { pin: { id: 'p0' }, acting };
  const key = (k: PickerKey) => ({ type: 'PICKER.KEY', key: k }) as const;
  // An actor's done event is not in the user event union, but `transition` takes it like the live actor does.
  const sectionsLoaded = (sections: readonly BoardSection[] = homeSections.b2) =>
    ({ type: 'xstate.done.actor.loadSections', output: sections }) as unknown as SavePinEvent;
  // Board list rows (flat, 2 boards): 0 Home (has sections), 1 Travel, 2 Create board.
  const onBoards = (...events: { type: string; [k: string]: unknown }[]) => walk(input, loaded([travel, home]), ...events);
  const onSections = (...events: { type: string; [k: string]: unknown }[]) =>
    onBoards({ type: 'BOARD.SELECT', boardId: 'b2' }, sectionsLoaded(), ...events);
  const view = (s: ReturnType<typeof walk>) => selectSavePin(s);

  it('S0 §2: ArrowDown highlights the first board; the view exposes it and its option id for aria-activedescendant', () => {
    const before = view(onBoards());
    expect(before.options.map((o) => o.id)).toEqual(['save-pin-option-all-b2', 'save-pin-option-all-b1', 'save-pin-option-create-board']);
    expect(before.options.at(-1)).toMatchObject({ kind: 'create', label: MESSAGES.createBoard });
    expect(before).toMatchObject({ highlighted: null, activeDescendant: null });
    const after = view(onBoards(key('ArrowDown')));
    expect(after.highlighted).toMatchObject({ kind: 'board', board: home });
    expect(after.activeDescendant).toBe('save-pin-option-all-b2');
  });

  it('S0 §2: up/down stop at the ends; ArrowUp from nothing and End reach the create row; Home the first board', () => {
    expect(onBoards(key('ArrowDown'), key('ArrowDown'), key('ArrowDown'), key('ArrowDown')).context.boardHighlight).toBe(2);
    expect(onBoards(key('ArrowDown'), key('ArrowUp'), key('ArrowUp')).context.boardHighlight).toBe(0);
    expect(view(onBoards(key('ArrowUp'))).highlighted?.kind).toBe('create');
    expect(view(onBoards(key('End'))).activeDescendant).toBe('save-pin-option-create-board');
    expect(onBoards(key('End'), key('Home')).context.boardHighlight).toBe(0);
  });

  it('S0 §2/§4: Enter on a board without sections saves to it, exactly like a click', async () => {
    const h = open({ boards: [travel, home] });
    await h.send(key('ArrowDown'), key('ArrowDown'));
    expect(h.view().highlighted).toMatchObject({ board: travel });
    h.actor.send(key('Enter'));
    expect(h.view()).toMatchObject({ state: 'saving', saveState: { b1: 'loading' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.world.saved).toEqual([{ pin: expect.objectContaining({ id: 'p1' }), boardId: 'b1', sectionId: null }]);
    expect(h.view().success?.headline).toBe('Saved to Travel');
  });

  it('S0 §2/§4: Enter on a board with sections goes to Choose section with a fresh search field and no highlight', () => {
    const s = onBoards({ type: 'SEARCH.CHANGE', query: 'ho' }, key('ArrowDown'), key('Enter'));
    expect(s.value).toBe('loadingSections');
    expect(s.context.board).toEqual(home);
    const listed = transition(savePinMachine, s, sectionsLoaded())[0];
    expect(view(listed)).toMatchObject({ state: 'chooseSection', sectionQuery: '', highlighted: null });
    expect(view(listed).options.map((o) => o.kind)).toEqual(['section', 'section', 'create']);
  });

  it('S0 §2: Enter on the create-new-board row opens Create board, like the button', () => {
    const s = onBoards(key('End'), key('Enter'));
    expect(s.value).toBe('createBoard');
    expect(view(s).title).toBe(MESSAGES.createBoard);
  });

  it('S0 §2: Enter with nothing highlighted does nothing', () => {
    const s = onBoards(key('Enter'));
    expect(s.value).toBe('chooseBoard');
    expect(s.context).toEqual(onBoards().context);
  });

  it('S0 §2/§5: a search that leaves no board keeps only the create row: Enter does nothing until it is highlighted', () => {
    const empty = onBoards({ type: 'SEARCH.CHANGE', query: 'zzz' });
    expect(view(empty).allBoards).toEqual([]);
    expect(view(empty).options.map((o) => o.kind)).toEqual(['create']);
    expect(transition(savePinMachine, empty, key('Enter'))[0].value).toBe('chooseBoard');
    const highlighted = transition(savePinMachine, empty, key('ArrowDown'))[0];
    expect(view(highlighted).activeDescendant).toBe('save-pin-option-create-board');
    expect(transition(savePinMachine, highlighted, key('Enter'))[0].value).toBe('createBoard');
  });

  it('S0 §2/§5: changing the search resets the highlight; a query that filters alike keeps it', () => {
    const at1 = onBoards(key('ArrowDown'), key('ArrowDown'));
    expect(at1.context.boardHighlight).toBe(1);
    expect(transition(savePinMachine, at1, { type: 'SEARCH.CHANGE', query: 'tr' })[0].context.boardHighlight).toBeNull();
    expect(transition(savePinMachine, at1, { type: 'SEARCH.CHANGE', query: '  ' })[0].context.boardHighlight).toBe(1);
    const filtered = onBoards({ type: 'SEARCH.CHANGE', query: 'tr' }, key('ArrowDown'));
    expect(transition(savePinMachine, filtered, { type: 'SEARCH.CHANGE', query: ' TR ' })[0].context.boardHighlight).toBe(0);
  });

  it('S0 §2: with Top choices the keys walk Top choices, then All boards, then Create board; a board in both has two option ids', () => {
    const many = [travel, home, ownBoard('b3', 'Art'), ownBoard('b4', 'Zoo')];
    const s = walk(input, { type: 'xstate.done.actor.loadBoards', output: { all_boards: many, boards_shortlist: [travel] } });
    const ids = view(s).options.map((o) => o.id);
    expect(ids).toEqual([
      'save-pin-option-top-b1',
      'save-pin-option-all-b3',
      'save-pin-option-all-b2',
      'save-pin-option-all-b1',
      'save-pin-option-all-b4',
      'save-pin-option-create-board',
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    const top = transition(savePinMachine, s, key('ArrowDown'))[0];
    expect(view(top).highlighted).toMatchObject({ kind: 'board', list: 'top', board: travel });
    const chosen = transition(savePinMachine, top, key('Enter'))[0];
    expect(chosen.value).toBe('saving');
    expect(chosen.context.board).toEqual(travel);
  });

  it('S0 §2: the section search field filters by title or name, case-insensitively, and resets the highlight', () => {
    const sections = [
      { id: 's1', title: 'Lighting' },
      { id: 's2', name: 'Kitchen lights' },
      { id: 's3', title: 'Rugs' },
    ];
    const s = onBoards({ type: 'BOARD.SELECT', boardId: 'b2' }, sectionsLoaded(sections), key('ArrowDown'), key('ArrowDown'));
    expect(s.context.sectionHighlight).toBe(1);
    const filtered = transition(savePinMachine, s, { type: 'SECTION.FILTER', query: 'LIGHT' })[0];
    expect(view(filtered)).toMatchObject({ sectionQuery: 'LIGHT', highlighted: null });
    expect(view(filtered).sections.map((x) => x.id)).toEqual(['s1', 's2']);
    expect(view(filtered).options.map((o) => o.id)).toEqual([
      'save-pin-option-section-s1',
      'save-pin-option-section-s2',
      'save-pin-option-create-section',
    ]);
    expect(transition(savePinMachine, filtered, { type: 'SECTION.FILTER', query: 'light ' })[0].context.sectionHighlight).toBeNull();
  });

  it('S0 §2/§4: Enter on a highlighted section saves into it, like SECTION.SELECT', async () => {
    const h = open({ boards: [travel, home], sections: homeSections });
    await h.send({ type: 'BOARD.SELECT', boardId: 'b2' }, { type: 'SECTION.FILTER', query: 'kit' }, key('ArrowDown'));
    expect(h.view().highlighted).toMatchObject({ kind: 'section', section: { id: 's2' } });
    await h.send(key('Enter'));
    expect(h.world.saved[0]).toMatchObject({ boardId: 'b2', sectionId: 's2' });
    expect(h.view().success?.headline).toBe('Saved to Kitchen in Home');
  });

  it('S0 §2: each row carries the event choosing it sends, and the create row and fixed button open the create step', () => {
    const boards = view(onBoards());
    expect(boards.options.map((o) => o.event)).toEqual([
      { type: 'BOARD.SELECT', boardId: 'b2' },
      { type: 'BOARD.SELECT', boardId: 'b1' },
      { type: 'BOARD.CREATE' },
    ]);
    expect(boards.createEvent).toEqual({ type: 'BOARD.CREATE' });
    const create = boards.options.at(-1);
    expect(create === undefined ? null : view(onBoards(create.event)).state).toBe('createBoard');
    const sections = view(onSections());
    expect(sections.options.map((o) => o.event)).toEqual([
      { type: 'SECTION.SELECT', sectionId: 's1' },
      { type: 'SECTION.SELECT', sectionId: 's2' },
      { type: 'SECTION.CREATE' },
    ]);
    expect(sections.createEvent).toEqual({ type: 'SECTION.CREATE' });
    const createSection = sections.options.at(-1);
    expect(createSection === undefined ? null : view(onSections(createSection.event)).state).toBe('createSection');
  });

  it('S0 §4: Back shows on the section and create steps, never on the board list (which closes)', () => {
    expect(view(onBoards())).toMatchObject({ canGoBack: false, backAction: 'close' });
    expect(view(onSections())).toMatchObject({ canGoBack: true, backAction: 'back' });
    expect(view(onBoards({ type: 'BOARD.CREATE' }))).toMatchObject({ state: 'createBoard', canGoBack: true });
    expect(view(onSections({ type: 'SECTION.CREATE' }))).toMatchObject({ state: 'createSection', canGoBack: true });
    expect(view(onBoards({ type: 'BOARD.SELECT', boardId: 'b2' }))).toMatchObject({ state: 'loadingSections', canGoBack: true });
    expect(view(onBoards({ type: 'BOARD.SELECT', boardId: 'b1' }))).toMatchObject({ state: 'saving', canGoBack: false });
  });

  it('S0 §2: Enter on the create row of the section list opens Create section; nothing highlighted does nothing', () => {
    expect(onSections(key('Enter')).value).toBe('chooseSection');
    const s = onSections(key('ArrowUp'), key('Enter'));
    expect(s.value).toBe('createSection');
    expect(view(s).title).toBe(MESSAGES.createSection);
  });

  it('S0 §2: on a section search that leaves nothing only Create section is reachable', () => {
    const empty = onSections({ type: 'SECTION.FILTER', query: 'zzz' });
    expect(view(empty).sections).toEqual([]);
    expect(transition(savePinMachine, empty, key('Enter'))[0].value).toBe('chooseSection');
    expect(
      walk(
        input,
        loaded([travel, home]),
        { type: 'BOARD.SELECT', boardId: 'b2' },
        sectionsLoaded(),
        { type: 'SECTION.FILTER', query: 'zzz' },
        key('End'),
        key('Enter'),
      ).value,
    ).toBe('createSection');
  });

  it('S0 §4: back from the section list returns to the board list with its highlight; the section search starts over next time', () => {
    const s = onBoards(key('ArrowDown'), key('Enter'), sectionsLoaded(), { type: 'SECTION.FILTER', query: 'li' }, key('ArrowDown'), {
      type: 'BACK',
    });
    expect(view(s)).toMatchObject({ state: 'chooseBoard', activeDescendant: 'save-pin-option-all-b2' });
    expect(s.context).toMatchObject({ sectionQuery: '', sectionHighlight: null, sections: [] });
  });

  it('S0 §4/§8: a failed save chosen by Enter returns to the list with the same row highlighted, so Enter retries', async () => {
    const h = open({ boards: [travel, home] });
    h.world.failures.set('savePin', { message: 'Save failed' });
    await h.send(key('End'), key('ArrowUp'), key('Enter'));
    expect(h.view()).toMatchObject({ state: 'chooseBoard', saveError: 'Save failed', activeDescendant: 'save-pin-option-all-b1' });
    await h.send(key('Enter'));
    expect(h.view().state).toBe('success');
    expect(h.world.saved.map((x) => x.boardId)).toEqual(['b1']);
  });

  it('S0 §4: a board created from the list and a new section clear the highlight (their lists changed)', () => {
    const created = onBoards(key('End'), key('Enter'), {
      type: 'xstate.done.actor.boardCreateForm',
      output: { board: ownBoard('b3', 'Recipes') },
    });
    expect(created.context).toMatchObject({ boardHighlight: null, sectionHighlight: null, sectionQuery: '' });
    const section = onSections(key('End'), key('Enter'), {
      type: 'xstate.done.actor.addSectionForm',
      output: { section: { id: 's3', title: 'Lamps' } },
    });
    expect(section.value).toBe('saving');
    expect(section.context.sectionHighlight).toBeNull();
  });

  it('S0 §2: keys do nothing while a list is loading, and on steps without a list', () => {
    const loading = walk(input);
    expect(loading.value).toBe('loadingBoards');
    expect(transition(savePinMachine, loading, key('ArrowDown'))[0].context).toEqual(loading.context);
    const form = onBoards({ type: 'BOARD.CREATE' });
    expect(transition(savePinMachine, form, key('Enter'))[0].value).toBe('createBoard');
    expect(view(form)).toMatchObject({ options: [], highlighted: null, activeDescendant: null });
  });

  const moves = PICKER_KEYS.filter((k) => k !== 'Enter');
  test.prop([fc.array(fc.constantFrom(...moves), { maxLength: 12 }), fc.constantFrom('', 'o', 'zzz')])(
    'S0 §2 property: whatever moves were made, Enter ends exactly where a click on the highlighted row would',
    (keys, query) => {
      const before = keys.reduce((s, k) => transition(savePinMachine, s, key(k))[0], onBoards({ type: 'SEARCH.CHANGE', query }));
      const row = view(before).highlighted;
      const byKey = transition(savePinMachine, before, key('Enter'))[0];
      const click: SavePinEvent | null =
        row === null
          ? null
          : row.kind === 'create'
            ? { type: 'BOARD.CREATE' }
            : row.kind === 'board'
              ? { type: 'BOARD.SELECT', boardId: row.board.id }
              : null;
      const byClick = click ? transition(savePinMachine, before, click)[0] : before;
      expect(byKey.value).toEqual(byClick.value);
      expect(byKey.context).toEqual(byClick.context);
      if (row) expect(view(before).options).toContainEqual(row);
      else expect([byKey.value, byKey.context]).toEqual([before.value, before.context]); // nothing highlighted: nothing happens
    },
  );

  it('the schema names exactly the machine’s events, guards and actions', () => {
    const impl = savePinMachine.implementations;
    expect(Object.keys(impl.actions).sort()).toEqual([...savePinSchema.actions].sort());
    expect(Object.keys(impl.guards).sort()).toEqual([...savePinSchema.guards].sort());
    expect(Object.keys(impl.actors).sort()).toEqual([...savePinSchema.actors].sort());
    expect([...savePinMachine.events].filter((t) => !t.startsWith('xstate.')).sort()).toEqual([...savePinSchema.events].sort());
  });
});

describe('selectSavePin rows are built once per filter (S0 §2: 5,000 boards stay smooth)', () => {
  const input = { pin: { id: 'p0' }, acting };
  const key = (k: PickerKey) => ({ type: 'PICKER.KEY', key: k }) as const;
  const view = (s: ReturnType<typeof walk>) => selectSavePin(s);
  const many = Array.from({ length: 40 }, (_, i) => ownBoard(`b${i}`, i % 3 === 0 ? `Home ${i}` : `Travel ${i}`));
  const listed = (query: string) => walk(input, loaded(many), { type: 'SEARCH.CHANGE', query });

  it('the same list and query give the very same rows; a key press reuses them', () => {
    const typed = listed('home');
    const moved = transition(savePinMachine, typed, key('ArrowDown'))[0];
    expect(view(moved).allBoards).toBe(view(typed).allBoards);
    expect(view(moved).options).toBe(view(typed).options);
  });

  test.prop([fc.array(fc.constantFrom('', 'h', 'ho', 'home', 'tra', 'Travel 1', 'zzz'), { minLength: 1, maxLength: 8 })])(
    'whatever the sequence of queries, the memoised rows equal rows built afresh for the last one',
    (queries) => {
      const last = queries.reduce((s, query) => transition(savePinMachine, s, { type: 'SEARCH.CHANGE', query })[0], listed(''));
      const query = queries.at(-1) ?? '';
      const fresh = listed(query);
      expect(view(last).allBoards).toEqual(filterBoards(last.context.boards, query));
      expect(view(last).options.map((o) => o.id)).toEqual(view(fresh).options.map((o) => o.id));
    },
  );
});

describe('create-Pin popup (S0 §2/§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('S0 §2/§9: the popup success view closes itself 10 s after saving; without the flag it stays', async () => {
    const popup = open({ boards: [travel] }, { popupAutoClose: true });
    await popup.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    expect(popup.view().state).toBe('success');
    await vi.advanceTimersByTimeAsync(SUCCESS_POPUP_AUTO_CLOSE_MS - 1);
    expect(popup.view().state).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.actor.getSnapshot().status).toBe('done');
    expect(popup.actor.getSnapshot().output).toMatchObject({ board: travel });
    const modal = open({ boards: [travel] });
    await modal.send({ type: 'BOARD.SELECT', boardId: 'b1' });
    await vi.advanceTimersByTimeAsync(SUCCESS_POPUP_AUTO_CLOSE_MS * 2);
    expect(modal.view().state).toBe('success');
  });
});
