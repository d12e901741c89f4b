import { assign, fromPromise, setup } from 'xstate';
import type { CollaboratorSuggestion } from '../../entities.js';
import { isValidEmail } from '../../rules/email.js';
import { failureText, notProvided } from '../saving-support.js';
import type {
  CollaboratorSelectionContext,
  CollaboratorSelectionEvent,
  SearchCollaboratorsInput,
  SendInvitesInput,
} from './collaborator-selection.types.js';

const toggled = <T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean): T[] =>
  list.some((x) => same(x, item)) ? list.filter((x) => !same(x, item)) : [...list, item];

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * S0 §4 collaborator selection: people and e-mails are toggled by click, a typed e-mail can be
 * picked once valid (hint via collaboratorEmailHint), and the invites are sent only after the
 * board is saved (BOARD.SAVED). Provide `searchCollaborators` (S0 §7 ShareSuggestionsTypeahead)
 * and `sendInvites` (S0 §7 Invites) with `machine.provide`.
 */
export const collaboratorSelectionMachine = setup({
  types: {} as { context: CollaboratorSelectionContext; events: CollaboratorSelectionEvent },
  actors: {
    searchCollaborators: fromPromise<readonly CollaboratorSuggestion[], SearchCollaboratorsInput>(notProvided('searchCollaborators')),
    sendInvites: fromPromise<unknown, SendInvitesInput>(notProvided('sendInvites')),
  },
  guards: {
    blankQuery: ({ event }) => event.type === 'QUERY.CHANGE' && event.text.trim() === '',
    validEmail: ({ context }) => isValidEmail(context.query.trim()),
    nobodySelected: ({ context }) => context.users.length === 0 && context.emails.length === 0,
  },
}).createMachine({
  id: 'collaboratorSelection',
  context: { query: '', suggestions: [], users: [], emails: [], boardId: null, inviteError: null },
  initial: 'selecting',
  states: {
    selecting: {
      initial: 'idle',
      on: {
        'QUERY.CHANGE': [
          { guard: 'blankQuery', target: '.idle', actions: assign({ query: ({ event }) => event.text, suggestions: [] }) },
          // Re-entering cancels the search for the previous text.
          { target: '.searching', reenter: true, actions: assign({ query: ({ event }) => event.text }) },
        ],
        'COLLABORATOR.TOGGLE': {
          actions: assign({ users: ({ context, event }) => toggled(context.users, event.user, (a, b) => a.id === b.id) }),
        },
        'EMAIL.PICK': {
          guard: 'validEmail',
          // Picking is idempotent: a picked e-mail stays picked ('Done!'); EMAIL.TOGGLE removes it.
          actions: assign({
            emails: ({ context }) => {
              const email = context.query.trim();
              return context.emails.some((e) => sameEmail(e, email)) ? context.emails : [...context.emails, email];
            },
          }),
        },
        'EMAIL.TOGGLE': { actions: assign({ emails: ({ context, event }) => toggled(context.emails, event.email, sameEmail) }) },
        // S0 §4: invites go out only once the board exists.
        'BOARD.SAVED': [
          { guard: 'nobodySelected', target: 'done', actions: assign({ boardId: ({ event }) => event.boardId }) },
          { target: 'inviting', actions: assign({ boardId: ({ event }) => event.boardId }) },
        ],
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: 'searchCollaborators',
            src: 'searchCollaborators',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: { target: 'idle', actions: assign({ suggestions: ({ event }) => event.output }) },
            // Suggestions are a convenience: a failed search leaves the typed text usable.
            onError: { target: 'idle', actions: assign({ suggestions: [] }) },
          },
        },
      },
    },
    inviting: {
      invoke: {
        id: 'sendInvites',
        src: 'sendInvites',
        input: ({ context }) => ({ boardId: context.boardId ?? '', userIds: context.users.map((u) => u.id), emails: context.emails }),
        onDone: { target: 'done', actions: assign({ inviteError: null }) },
        onError: { target: 'inviteFailed', actions: assign({ inviteError: ({ event }) => failureText(event.error) }) },
      },
    },
    inviteFailed: {
      on: { 'INVITES.RETRY': 'inviting', 'INVITES.SKIP': 'done' },
    },
    done: { type: 'final' },
  },
});
