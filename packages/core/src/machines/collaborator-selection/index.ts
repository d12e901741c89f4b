export { collaboratorSelectionMachine } from './collaborator-selection.machine.js';
export { selectCollaboratorSelection } from './collaborator-selection.selectors.js';
export type { CollaboratorSelectionView } from './collaborator-selection.selectors.js';
export { collaboratorSelectionSchema } from './collaborator-selection.types.js';
export type {
  CollaboratorSelectionContext,
  CollaboratorSelectionEvent,
  CollaboratorSelectionState,
  SearchCollaboratorsInput,
  SendInvitesInput,
  SuggestedUser,
} from './collaborator-selection.types.js';
