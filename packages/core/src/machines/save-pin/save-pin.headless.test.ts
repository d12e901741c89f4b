// The runnable copy of the headless example in docs/machines.md ("Saving flows"): keep them equal.
import { expect, it } from 'vitest';
// #region example
import { createActor, fromPromise, waitFor } from 'xstate';
import { addSectionFormMachine, boardCreateFormMachine, savePinForms, savePinMachine, selectSavePin } from '../../index.js'; // '@pinstack/core' outside the package
import type { Board, BoardPickerResponse, BoardSection, Pin } from '../../index.js';

it('drives savePinMachine end to end with in-memory actors', async () => {
  const boards: Board[] = [
    { id: 'b1', name: 'Travel', owner: { id: 'me' }, image_cover_url: 'https://img.example/1.jpg', section_count: 0 },
    { id: 'b2', name: 'Home', owner: { id: 'me' }, image_cover_url: 'https://img.example/2.jpg', section_count: 1 },
  ];
  const sections: Record<string, BoardSection[]> = { b2: [{ id: 's1', title: 'Lighting' }] };
  const saved: { boardId: string; sectionId: string | null }[] = [];

  const machine = savePinMachine.provide({
    actors: {
      loadBoards: fromPromise(async (): Promise<BoardPickerResponse> => ({ all_boards: boards, boards_shortlist: [] })),
      loadSections: fromPromise(async ({ input }) => sections[input.boardId] ?? []),
      // the create steps are the standalone form machines, with their own calls
      boardCreateForm: boardCreateFormMachine.provide({
        actors: {
          createBoard: fromPromise(async ({ input }) => {
            const board: Board = { id: `b${boards.length + 1}`, name: input.name, privacy: input.privacy, section_count: 0 };
            boards.push(board);
            return board;
          }),
        },
      }),
      addSectionForm: addSectionFormMachine.provide({
        actors: {
          createSection: fromPromise(async ({ input }) => {
            const section: BoardSection = { id: `s${(sections[input.board_id] ?? []).length + 1}`, title: input.name };
            sections[input.board_id] = [...(sections[input.board_id] ?? []), section];
            return section;
          }),
        },
      }),
      savePin: fromPromise(async ({ input }): Promise<Pin> => {
        saved.push({ boardId: input.boardId, sectionId: input.sectionId });
        return { id: 'p1', board: { id: input.boardId, name: 'Home' } };
      }),
    },
  });

  const actor = createActor(machine, { input: { pin: { id: 'p0' }, acting: { isAuth: true, viewerId: 'me' } } }).start();
  await waitFor(actor, (s) => s.matches('chooseBoard'));
  expect(selectSavePin(actor.getSnapshot()).allBoards.map((b) => b.name)).toEqual(['Home', 'Travel']);

  actor.send({ type: 'BOARD.SELECT', boardId: 'b2' }); // Home has a section → Choose section
  await waitFor(actor, (s) => s.matches('chooseSection'));
  expect(selectSavePin(actor.getSnapshot()).title).toBe('Choose section');

  actor.send({ type: 'SECTION.CREATE' }); // the add section form runs as a child
  const form = savePinForms(actor.getSnapshot()).addSectionForm;
  form?.send({ type: 'NAME.CHANGE', value: 'Lamps' });
  form?.send({ type: 'NAME.KEYDOWN', key: 'Enter' }); // a new section is saved into
  await waitFor(actor, (s) => s.matches('success'));
  expect(selectSavePin(actor.getSnapshot()).success?.headline).toBe('Saved to Lamps in Home');
  expect(saved).toEqual([{ boardId: 'b2', sectionId: 's2' }]);

  actor.send({ type: 'BACK' }); // leave the success dialog
  expect(actor.getSnapshot().output).toMatchObject({ pin: { id: 'p1' }, board: { id: 'b2' }, section: { id: 's2' } });
});
// #endregion
