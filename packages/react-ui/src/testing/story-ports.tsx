/**
 * Stories run on the in-memory adapter from @pinstack/fixtures: the real machines, actors and
 * rules against a seeded backend, with latency and failure knobs as story args.
 */
import { exampleAccounts, exampleUsers, makeInMemoryAdapter } from '@pinstack/fixtures';
import type { InMemoryAdapter, InMemoryServices } from '@pinstack/fixtures';
import type { Decorator, Loader } from '@storybook/react-vite';
import type { Effect } from 'effect';
import { ManagedRuntime } from 'effect';
import { PinstackProvider } from '../provider/PinstackProvider.js';

/** The knobs every story has: how the in-memory "server" answers. */
export interface PortKnobs {
  /** Milliseconds before every call answers. @default 0 */
  readonly latencyMs?: number;
  /** Share of calls (0–1) that fail before reaching the backend. @default 0 */
  readonly failureRate?: number;
  /** What an injected failure looks like. @default 'server' */
  readonly failureKind?: 'server' | 'network';
  /** Who is signed in, or `none`. @default 'ada' */
  readonly viewer?: keyof typeof exampleAccounts | 'none';
  /** Extra boards with covers for the viewer (a big picker). @default 0 */
  readonly extraBoards?: number;
  /** Polls an upload stays `processing` before it settles (S0 §4). @default 1 */
  readonly uploadProcessingPolls?: number;
  /** Invitations waiting for the viewer (issue 25): Björn invites them to that many boards of his. @default 0 */
  readonly pendingInvitations?: number;
  /** Seeded Pins that are the viewer's own copies (only a Pin's pinner may promote it). @default none */
  readonly ownPins?: readonly string[];
}

/** One story's ports: the adapter (to read back what the UI saved) and its runtime. */
export interface StoryPorts {
  readonly adapter: InMemoryAdapter;
  readonly runtime: ManagedRuntime.ManagedRuntime<InMemoryServices, never>;
}

/** Builds a fresh seeded in-memory backend and client for one story or test. */
export function makeStoryPorts(knobs: PortKnobs = {}): StoryPorts {
  const viewer = knobs.viewer ?? 'ada';
  const adapter = makeInMemoryAdapter({
    latency: knobs.latencyMs ?? 0,
    failureRate: knobs.failureRate ?? 0,
    failureKind: knobs.failureKind ?? 'server',
    backendOptions: { uploadProcessingPolls: knobs.uploadProcessingPolls ?? 1 },
    ...(viewer === 'none' ? {} : { signedInAs: exampleAccounts[viewer] }),
  });
  if (viewer !== 'none' && (knobs.extraBoards ?? 0) > 0) {
    const names = Array.from({ length: knobs.extraBoards ?? 0 }, (_, i) => `Board ${String(i + 1).padStart(4, '0')}`);
    adapter.backend.seedBoards(exampleAccounts[viewer].user.id, names);
  }
  if (viewer !== 'none' && (knobs.pendingInvitations ?? 0) > 0) {
    const names = ['Cabin weekend', 'Herb spiral', 'Paint colours', 'Bike trips', 'Sourdough'];
    const boards = adapter.backend.seedBoards(
      exampleUsers.bjorn.id,
      Array.from({ length: knobs.pendingInvitations ?? 0 }, (_, i) => names[i % names.length] ?? `Board ${i}`),
    );
    adapter.backend.seedInvitations(exampleAccounts[viewer].user.id, boards);
  }
  for (const pinId of knobs.ownPins ?? []) {
    const pin = adapter.backend.pins.get(pinId);
    if (pin !== undefined && viewer !== 'none') adapter.backend.pins.set(pinId, { ...pin, pinnerId: exampleAccounts[viewer].user.id });
  }
  return { adapter, runtime: ManagedRuntime.make(adapter.layer) };
}

/** Loader: each story render gets new ports from its knobs (`loaded.ports`). */
export const portsLoader: Loader = async ({ args }) => ({ ports: makeStoryPorts(args as PortKnobs) });

/** Decorator: wraps the story in a PinstackProvider over `loaded.ports`. */
export const withPorts: Decorator = (Story, { loaded }) => {
  const ports = (loaded as { ports?: StoryPorts }).ports ?? makeStoryPorts();
  return (
    <PinstackProvider runtime={ports.runtime}>
      <Story />
    </PinstackProvider>
  );
};

/** The argTypes of the knobs, so Storybook shows them as controls. */
export const portKnobArgTypes = {
  latencyMs: { control: { type: 'number', min: 0, step: 100 } },
  failureRate: { control: { type: 'range', min: 0, max: 1, step: 0.1 } },
  failureKind: { control: 'inline-radio', options: ['server', 'network'] },
  viewer: { control: 'select', options: ['none', ...Object.keys(exampleAccounts)] },
  extraBoards: { control: { type: 'number', min: 0, step: 500 } },
  uploadProcessingPolls: { control: { type: 'number', min: 0, step: 1 } },
  pendingInvitations: { control: { type: 'number', min: 0, step: 1 } },
} as const;

/** The ports a story's play function reads back from. */
export const storyPorts = (loaded: Record<string, unknown>): StoryPorts => {
  const ports = (loaded as { ports?: StoryPorts }).ports;
  if (ports === undefined) throw new Error('storyPorts: this story has no portsLoader');
  return ports;
};

/** Runs a port program on the story's client: reads back what the UI saved, as any client sees it. */
export const readBack = <A, E>(ports: StoryPorts, program: Effect.Effect<A, E, InMemoryServices>): Promise<A> =>
  ports.runtime.runPromise(program);
