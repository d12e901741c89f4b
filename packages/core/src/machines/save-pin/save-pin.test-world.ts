/**
 * In-memory actors for the save picker's tests and the headless example of docs/machines.md:
 * a tiny board/section/Pin store behind the five actors of SavePinActors.
 */
import { fromPromise } from 'xstate';
import type { Board, BoardPickerResponse, BoardSection, Pin } from '../../entities.js';
import { addSectionFormMachine } from '../add-section-form/add-section-form.machine.js';
import { boardCreateFormMachine } from '../board-create-form/board-create-form.machine.js';
import type { SavePinActors } from './save-pin.types.js';

type Logic<K extends keyof SavePinActors> = ReturnType<typeof fromPromise<SavePinActors[K]['output'], SavePinActors[K]['input']>>;
/** Every call the world answers: the picker's three and the two the create-step forms make. */
type WorldCall = keyof SavePinActors | 'createBoard' | 'createSection';

/** A board the viewer owns, with a cover so the picker lists it (S0 §6). */
export const ownBoard = (id: string, name: string, extra: Partial<Board> = {}): Board => ({
  id,
  name,
  owner: { id: 'viewer' },
  image_cover_url: `https://img.example/${id}.jpg`,
  section_count: 0,
  ...extra,
});

/** The in-memory world: its data, every call it received, and the actors to provide. */
export function savePinWorld(seed: { boards: Board[]; sections?: Record<string, BoardSection[]>; shortlist?: string[] }) {
  const boards = [...seed.boards];
  const sections: Record<string, BoardSection[]> = { ...seed.sections };
  const saved: { pin: Pin; boardId: string; sectionId: string | null }[] = [];
  const calls: { name: WorldCall; input: unknown }[] = [];
  /** Fails the next call of `name` with `error` (once). */
  const failures = new Map<WorldCall, unknown>();
  const call = async <T>(name: WorldCall, input: unknown, run: () => T): Promise<T> => {
    calls.push({ name, input });
    if (failures.has(name)) {
      const error = failures.get(name);
      failures.delete(name);
      throw error;
    }
    return run();
  };
  const actors: { [K in keyof SavePinActors]: Logic<K> } & {
    boardCreateForm: typeof boardCreateFormMachine;
    addSectionForm: typeof addSectionFormMachine;
  } = {
    loadBoards: fromPromise<BoardPickerResponse, { viewerId: string }>(({ input }) =>
      call('loadBoards', input, () => ({
        all_boards: boards,
        boards_shortlist: boards.filter((b) => (seed.shortlist ?? []).includes(b.id)),
      })),
    ),
    loadSections: fromPromise<readonly BoardSection[], { boardId: string }>(({ input }) =>
      call('loadSections', input, () => sections[input.boardId] ?? []),
    ),
    boardCreateForm: boardCreateFormMachine.provide({
      actors: {
        createBoard: fromPromise(({ input }) =>
          call('createBoard', input, () => {
            const board = ownBoard(`b${boards.length + 1}`, input.name, { privacy: input.privacy });
            boards.push(board);
            return board;
          }),
        ),
      },
    }),
    addSectionForm: addSectionFormMachine.provide({
      actors: {
        createSection: fromPromise(({ input }) =>
          call('createSection', input, () => {
            const section: BoardSection = { id: `s${Object.values(sections).flat().length + 1}`, title: input.name };
            sections[input.board_id] = [...(sections[input.board_id] ?? []), section];
            return section;
          }),
        ),
      },
    }),
    savePin: fromPromise(({ input }) =>
      call('savePin', input, () => {
        const board = boards.find((b) => b.id === input.boardId);
        const pin: Pin = { id: `p${saved.length + 1}`, board: board ? { id: board.id, name: board.name } : null };
        saved.push({ pin, boardId: input.boardId, sectionId: input.sectionId });
        return pin;
      }),
    ),
  };
  return { boards, sections, saved, calls, failures, actors };
}
