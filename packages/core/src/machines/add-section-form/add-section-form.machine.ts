import { assign, fromPromise, setup } from 'xstate';
import { SECTION_NAME_SOURCE } from '../../constants.js';
import type { BoardSection } from '../../entities.js';
import { canAddSection, sectionCreateErrorMessage, sectionCreatePayload } from '../../rules/board.js';
import { notProvided } from '../saving-support.js';
import type {
  AddSectionFormContext,
  AddSectionFormEvent,
  AddSectionFormInput,
  AddSectionFormOutput,
  CreateSectionInput,
  SectionNameSource,
} from './add-section-form.types.js';

/** S0 §5: the keys that submit the section name. */
const SUBMIT_KEYS: readonly string[] = ['Enter', 'NumpadEnter'];

/** S0 §3 name source: none, the recommendation as given, or an edited recommendation. */
export function sectionNameSource(name: string, recommendation: string | null): SectionNameSource {
  if (recommendation === null || recommendation.trim() === '') return SECTION_NAME_SOURCE.none;
  return name.trim() === recommendation.trim() ? SECTION_NAME_SOURCE.RECOMMENDATION : SECTION_NAME_SOURCE.EDITED_RECOMMENDATION;
}

/**
 * S0 §2/§4/§5 add section form: the trimmed name is sent when Add is enabled (canAddSection);
 * Enter or numpad Enter submits only with no current error; editing clears the error; a failure
 * shows message_detail or message under the field (S0 §8). Provide `createSection` (S0 §7
 * BoardSectionResource create) and the `sectionCreated` callback with `machine.provide`.
 */
export const addSectionFormMachine = setup({
  types: {} as {
    context: AddSectionFormContext;
    input: AddSectionFormInput;
    events: AddSectionFormEvent;
    output: AddSectionFormOutput;
  },
  actors: {
    createSection: fromPromise<BoardSection, CreateSectionInput>(notProvided('createSection')),
  },
  actions: {
    sectionCreated: (_, _params: { section: BoardSection }) => {},
  },
  guards: {
    canAdd: ({ context }) => canAddSection({ text: context.name, saving: false, error: context.error }),
    isEnter: ({ event }) => event.type === 'NAME.KEYDOWN' && SUBMIT_KEYS.includes(event.key),
  },
}).createMachine({
  id: 'addSectionForm',
  context: ({ input }) => ({
    boardId: input.boardId,
    initialPins: input.initialPins ?? [],
    recommendation: input.recommendation ?? null,
    actingAsSubjectId: input.actingAsSubjectId ?? null,
    name: input.recommendation ?? '',
    error: null,
    section: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'NAME.CHANGE': { actions: assign({ name: ({ event }) => event.value, error: null }) },
        'NAME.KEYDOWN': { guard: 'isEnter', target: 'submitting' },
        'SECTION.SUBMIT': 'submitting',
        'FORM.CANCEL': 'cancelled',
      },
    },
    // Both the button and Enter go through the same S0 §5 check.
    submitting: {
      always: [{ guard: 'canAdd', target: 'saving' }, { target: 'editing' }],
    },
    saving: {
      invoke: {
        id: 'createSection',
        src: 'createSection',
        input: ({ context }) =>
          sectionCreatePayload({
            boardId: context.boardId,
            name: context.name,
            initialPins: context.initialPins,
            nameSource: sectionNameSource(context.name, context.recommendation),
            actingAsSubjectId: context.actingAsSubjectId,
          }),
        onDone: {
          target: 'success',
          actions: [
            assign({ section: ({ event }) => event.output }),
            { type: 'sectionCreated', params: ({ event }) => ({ section: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => sectionCreateErrorMessage(event.error) }) },
      },
    },
    success: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ section: context.section }),
});
