import { describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { pathCoverage, replayPath } from '../path-coverage.js';
import { savePinMachine } from './save-pin.machine.js';
import { selectSavePin } from './save-pin.selectors.js';
import { ownBoard } from './save-pin.test-world.js';
import { savePinSchema } from './save-pin.types.js';

const plain = ownBoard('b1', 'Travel');
const withSections = ownBoard('b2', 'Home', { section_count: 1 });
const section = { id: 's1', title: 'Lighting' };
const failure = (type: string) => [{ type, error: { message: 'Nope', message_detail: 'Detail' } }];

const input = { pin: { id: 'p0' }, acting: { isAuth: true, viewerId: 'viewer' }, notice: { severity: 1, description: 'Sensitive' } };
const coverage = pathCoverage(savePinMachine, {
  input,
  samples: {
    'SEARCH.CHANGE': [{ type: 'SEARCH.CHANGE', query: 'ho' }],
    'BOARD.SELECT': [
      { type: 'BOARD.SELECT', boardId: 'b1' },
      { type: 'BOARD.SELECT', boardId: 'b2' },
    ],
    'BOARD.NAME.CHANGE': [{ type: 'BOARD.NAME.CHANGE', value: 'Recipes' }],
    'BOARD.PRIVACY.CHANGE': [{ type: 'BOARD.PRIVACY.CHANGE', privacy: 'secret' }],
    'SECTION.SELECT': [{ type: 'SECTION.SELECT', sectionId: 's1' }],
    'SECTION.NAME.CHANGE': [{ type: 'SECTION.NAME.CHANGE', value: 'Lamps' }],
    'xstate.done.actor.loadBoards': [{ type: 'xstate.done.actor.loadBoards', output: { all_boards: [plain, withSections], boards_shortlist: [] } }],
    'xstate.done.actor.loadSections': [{ type: 'xstate.done.actor.loadSections', output: [section] }],
    'xstate.done.actor.createBoard': [
      { type: 'xstate.done.actor.createBoard', output: ownBoard('b3', 'Recipes') },
      { type: 'xstate.done.actor.createBoard', output: ownBoard('b4', 'Big', { section_count: 2 }) },
    ],
    'xstate.done.actor.createSection': [{ type: 'xstate.done.actor.createSection', output: { id: 's2', title: 'Lamps' } }],
    'xstate.done.actor.savePin': [{ type: 'xstate.done.actor.savePin', output: { id: 'p1' } }],
    'xstate.error.actor.loadBoards': failure('xstate.error.actor.loadBoards'),
    'xstate.error.actor.loadSections': failure('xstate.error.actor.loadSections'),
    'xstate.error.actor.createBoard': failure('xstate.error.actor.createBoard'),
    'xstate.error.actor.createSection': failure('xstate.error.actor.createSection'),
    'xstate.error.actor.savePin': failure('xstate.error.actor.savePin'),
  },
  serialize,
});

// The shape of the flow, not every list content: keeps the walk small and finite.
function serialize(s: SnapshotFrom<typeof savePinMachine>) {
  return [s.context.board?.id, s.context.section?.id, s.context.createdBoard, s.context.boardName !== '', s.context.sectionName !== '',
    s.context.saveError !== null, s.context.boardCreateError !== null, s.context.sectionError !== null, s.context.savedPin !== null];
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
  it('a success dialog is only ever shown with a saved Pin', () => {
    for (const path of coverage.paths) {
      if (selectSavePin(path.state).success) expect(path.state.context.savedPin).not.toBeNull();
    }
  });
  it('every walked path replays on a live actor with the same states and context', async () => {
    vi.useFakeTimers();
    try {
      for (const path of coverage.paths) {
        await replayPath(savePinMachine, path, {
          input,
          serialize,
          actorIds: savePinSchema.actors,
          advanceTime: () => vi.advanceTimersToNextTimerAsync(),
          flush: () => vi.advanceTimersByTimeAsync(0),
        });
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
