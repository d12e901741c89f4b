import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { PICKER_KEYS } from '../../rules/picker-keyboard.js';
import { pathCoverage } from '../path-coverage.js';
import { savePinMachine } from './save-pin.machine.js';
import { selectSavePin } from './save-pin.selectors.js';
import { ownBoard } from './save-pin.test-world.js';
import { savePinSchema } from './save-pin.types.js';
import type { SavePinEvent } from './save-pin.types.js';

const plain = ownBoard('b1', 'Travel');
const withSections = ownBoard('b2', 'Home', { section_count: 1 });
const section = { id: 's1', title: 'Lighting' };
const failure = (type: string) => [{ type, error: { message: 'Nope', message_detail: 'Detail' } }];

const input = { pin: { id: 'p0' }, acting: { isAuth: true, viewerId: 'viewer' }, notice: { severity: 1, description: 'Sensitive' } };
const coverage = pathCoverage(savePinMachine, {
  input,
  samples: {
    'SEARCH.CHANGE': [
      { type: 'SEARCH.CHANGE', query: 'ho' },
      { type: 'SEARCH.CHANGE', query: 'zzz' },
    ],
    'SECTION.FILTER': [
      { type: 'SECTION.FILTER', query: 'LI' },
      { type: 'SECTION.FILTER', query: 'zzz' },
    ],
    'PICKER.KEY': PICKER_KEYS.map((key) => ({ type: 'PICKER.KEY', key })),
    'BOARD.SELECT': [
      { type: 'BOARD.SELECT', boardId: 'b1' },
      { type: 'BOARD.SELECT', boardId: 'b2' },
    ],
    'SECTION.SELECT': [{ type: 'SECTION.SELECT', sectionId: 's1' }],
    'xstate.done.actor.loadBoards': [
      { type: 'xstate.done.actor.loadBoards', output: { all_boards: [plain, withSections], boards_shortlist: [] } },
    ],
    'xstate.done.actor.loadSections': [{ type: 'xstate.done.actor.loadSections', output: [section] }],
    // the create steps are the form machines: they end with the created board or section, or null when cancelled
    'xstate.done.actor.boardCreateForm': [
      { type: 'xstate.done.actor.boardCreateForm', output: { board: ownBoard('b3', 'Recipes') } },
      { type: 'xstate.done.actor.boardCreateForm', output: { board: ownBoard('b4', 'Big', { section_count: 2 }) } },
      { type: 'xstate.done.actor.boardCreateForm', output: { board: null } },
    ],
    'xstate.done.actor.addSectionForm': [
      { type: 'xstate.done.actor.addSectionForm', output: { section: { id: 's2', title: 'Lamps' } } },
      { type: 'xstate.done.actor.addSectionForm', output: { section: null } },
    ],
    'xstate.done.actor.savePin': [{ type: 'xstate.done.actor.savePin', output: { id: 'p1' } }],
    'xstate.error.actor.loadBoards': failure('xstate.error.actor.loadBoards'),
    'xstate.error.actor.loadSections': failure('xstate.error.actor.loadSections'),
    'xstate.error.actor.savePin': failure('xstate.error.actor.savePin'),
  },
  serialize,
});

// The shape of the flow, not every list content: keeps the walk small and finite. A list's query
// and highlight count only while that list is on screen: enough for the walk to press Enter on
// every row of every filtered list, without multiplying every later step by them.
function serialize(s: SnapshotFrom<typeof savePinMachine>) {
  const c = s.context;
  const list =
    s.value === 'chooseBoard' ? [c.query, c.boardHighlight] : s.value === 'chooseSection' ? [c.sectionQuery, c.sectionHighlight] : [];
  return [c.board?.id, c.section?.id, c.createdBoard, c.saveError !== null, c.savedPin !== null, ...list];
}

describe('savePinMachine paths (xstate/graph)', () => {
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(savePinSchema.states.map((s) => `savePin.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('every reachable step has the S0 §2 title of its step and a back or close action', () => {
    const titles = new Set<string | null>();
    for (const path of coverage.paths) {
      const view = selectSavePin(path.state);
      titles.add(view.title);
      if (view.state === 'chooseBoard') expect(view.backAction).toBe('close');
      if (view.state === 'chooseSection' || view.state === 'createSection') expect(view.backAction).toBe('back');
    }
    expect([...titles].sort()).toEqual(['Board created', 'Choose board', 'Choose section', 'Create board', 'Create section', null].sort());
  });
  it('S0 §2: the highlighted row is always one of the rows on screen, and its id is the active descendant', () => {
    let highlightedSeen = 0;
    for (const path of coverage.paths) {
      const view = selectSavePin(path.state);
      expect(new Set(view.options.map((o) => o.id)).size).toBe(view.options.length);
      if (view.highlighted === null) {
        expect(view.activeDescendant).toBeNull();
        continue;
      }
      highlightedSeen += 1;
      expect(view.options).toContainEqual(view.highlighted);
      expect(view.activeDescendant).toBe(view.highlighted.id);
    }
    expect(highlightedSeen).toBeGreaterThan(0);
  });
  it('S0 §2: on every reachable list, Enter does what a click on the highlighted row does, reaching every step a click does', () => {
    const reached = new Set<string>();
    for (const { state } of coverage.paths) {
      const row = selectSavePin(state).highlighted;
      if (row === null) continue;
      const click: SavePinEvent =
        row.kind === 'board'
          ? { type: 'BOARD.SELECT', boardId: row.board.id }
          : row.kind === 'section'
            ? { type: 'SECTION.SELECT', sectionId: row.section.id }
            : state.value === 'chooseBoard'
              ? { type: 'BOARD.CREATE' }
              : { type: 'SECTION.CREATE' };
      const [byKey] = transition(savePinMachine, state, { type: 'PICKER.KEY', key: 'Enter' });
      const [byClick] = transition(savePinMachine, state, click);
      expect([byKey.value, byKey.context]).toEqual([byClick.value, byClick.context]);
      reached.add(`${String(state.value)}→${String(byKey.value)}`);
    }
    expect([...reached].sort()).toEqual([
      'chooseBoard→createBoard',
      'chooseBoard→loadingSections',
      'chooseBoard→saving',
      'chooseSection→createSection',
      'chooseSection→saving',
    ]);
  });
  it('a success dialog is only ever shown with a saved Pin', () => {
    for (const path of coverage.paths) {
      if (selectSavePin(path.state).success) expect(path.state.context.savedPin).not.toBeNull();
    }
  });
});
