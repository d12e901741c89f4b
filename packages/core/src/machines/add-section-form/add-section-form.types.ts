import type { SECTION_NAME_SOURCE } from '../../constants.js';
import type { BoardSection } from '../../entities.js';
import type { SectionCreatePayload } from '../../rules/board.js';

/** S0 §2/§4 add section form: the board it adds to, and an optional recommended name (S0 §3 name source). */
export interface AddSectionFormInput {
  readonly boardId: string;
  /** Pins to put in the new section (S0 §7 initial_pins). */
  readonly initialPins?: readonly string[];
  /** A recommended name to start from: name_source RECOMMENDATION, EDITED_RECOMMENDATION once changed. */
  readonly recommendation?: string;
  /** S0 §6 organisation acted for (orbac_subject_id). */
  readonly actingAsSubjectId?: string | null;
}

/** S0 §4 add section form: the machine's memory. */
export interface AddSectionFormContext {
  readonly boardId: string;
  readonly initialPins: readonly string[];
  readonly recommendation: string | null;
  readonly actingAsSubjectId: string | null;
  readonly name: string;
  /** S0 §8 message_detail or message, shown under the name field. */
  readonly error: string | null;
  readonly section: BoardSection | null;
}

/** S0 §4/§5 add section form events. `key` is a KeyboardEvent `key`/`code` ('Enter', 'NumpadEnter'). */
export type AddSectionFormEvent =
  | { readonly type: 'NAME.CHANGE'; readonly value: string }
  | { readonly type: 'NAME.KEYDOWN'; readonly key: string }
  | { readonly type: 'SECTION.SUBMIT' }
  | { readonly type: 'FORM.CANCEL' };

/** S0 §4: the created section, or `null` when cancelled. */
export interface AddSectionFormOutput {
  readonly section: BoardSection | null;
}

/** S0 §7 BoardSectionResource create, as the `createSection` actor receives it. */
export type CreateSectionInput = SectionCreatePayload;

/** S0 §3 a section name source value. */
export type SectionNameSource = (typeof SECTION_NAME_SOURCE)[keyof typeof SECTION_NAME_SOURCE];

/** S0 §4: every state, event, guard, action and actor name of addSectionFormMachine. */
export const addSectionFormSchema = {
  states: ['editing', 'submitting', 'saving', 'success', 'cancelled'],
  events: ['NAME.CHANGE', 'NAME.KEYDOWN', 'SECTION.SUBMIT', 'FORM.CANCEL'],
  guards: ['canAdd', 'isEnter'],
  actions: ['sectionCreated'],
  actors: ['createSection'],
} as const;

/** S0 §4: a state of addSectionFormMachine. */
export type AddSectionFormState = (typeof addSectionFormSchema.states)[number];
