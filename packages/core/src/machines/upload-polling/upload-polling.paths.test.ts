import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { imageUploadMachine } from './image-upload.machine.js';
import { uploadPollingMachine } from './upload-polling.machine.js';
import { selectImageUpload, selectUploadPolling } from './upload-polling.selectors.js';
import { imageUploadSchema, uploadPollingSchema } from './upload-polling.types.js';

const ids = (machineId: string, states: readonly string[]) => states.map((s) => `${machineId}.${s}`).sort();

describe('uploadPollingMachine paths (xstate/graph)', () => {
  const coverage = pathCoverage(uploadPollingMachine, {
    input: { uploadId: 'u1' },
    serialize: (s) => [s.context.lastStatus, s.context.imageUrl], // not `checks`: it grows with every loop
    samples: {
      'xstate.done.actor.checkUpload': [
        { type: 'xstate.done.actor.checkUpload', output: { status: 'processing' } },
        { type: 'xstate.done.actor.checkUpload', output: { status: 'registered' } },
        { type: 'xstate.done.actor.checkUpload', output: { status: 'succeeded', image_url: 'https://i/1.jpg' } },
        { type: 'xstate.done.actor.checkUpload', output: { status: 'failed', message: 'Invalid Image' } },
        { type: 'xstate.done.actor.checkUpload', output: undefined },
      ],
    },
  });

  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids('uploadPolling', uploadPollingSchema.states));
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('the view model is defined on every reachable snapshot', () => {
    for (const path of coverage.paths) expect(selectUploadPolling(path.state).state).toBe(path.state.value);
  });
});

describe('imageUploadMachine paths (xstate/graph)', () => {
  const coverage = pathCoverage(imageUploadMachine, {
    samples: {
      'FILE.SELECT': [
        { type: 'FILE.SELECT', file: { size: 10, type: 'image/jpeg' } },
        { type: 'FILE.SELECT', file: { size: 10, type: 'application/pdf' } },
      ],
      'xstate.done.actor.uploadImage': [{ type: 'xstate.done.actor.uploadImage', output: 'u1' }],
      'xstate.done.actor.pollUpload': [{ type: 'xstate.done.actor.pollUpload', output: { imageUrl: 'https://i/1.jpg' } }],
    },
  });

  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids('imageUpload', imageUploadSchema.states));
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('the view model is defined on every reachable snapshot', () => {
    for (const path of coverage.paths) expect(selectImageUpload(path.state).state).toBe(path.state.value);
  });
});
