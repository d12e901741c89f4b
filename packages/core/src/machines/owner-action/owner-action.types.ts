/** What one owner's action sends: the options of its port call (PinResource update, BoardResource delete…). */
export type OwnerActionPayload = Readonly<Record<string, unknown>>;

/** Issue #25 an owner's action: whether it asks first (deletes do), and what it is called for screen readers. */
export interface OwnerActionInput {
  /** Ask before running (a delete: "Delete this Pin?"). @default false */
  readonly confirm?: boolean;
}

/** Issue #25 the action's memory: what it will send, what came back, the failure shown. */
export interface OwnerActionContext {
  readonly confirm: boolean;
  readonly payload: OwnerActionPayload | null;
  /** The server's message (S0 §8: message_detail or message; 2171 as the board-action message). */
  readonly error: string | null;
  readonly result: unknown;
}

/** Issue #25 owner action events. */
export type OwnerActionEvent =
  | { readonly type: 'ACTION.REQUEST'; readonly payload: OwnerActionPayload }
  | { readonly type: 'ACTION.CONFIRM' }
  | { readonly type: 'ACTION.CANCEL' };

/** Issue #25: what the action ended with. */
export interface OwnerActionOutput {
  readonly result: unknown;
}

/** Issue #25: every state, event, guard, action and actor name of ownerActionMachine. */
export const ownerActionSchema = {
  states: ['idle', 'confirming', 'running', 'done'],
  events: ['ACTION.REQUEST', 'ACTION.CONFIRM', 'ACTION.CANCEL'],
  guards: ['asksFirst'],
  actions: ['succeeded'],
  actors: ['run'],
} as const;

/** Issue #25: a state of ownerActionMachine. */
export type OwnerActionState = (typeof ownerActionSchema.states)[number];
