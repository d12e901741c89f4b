import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { videoAutoplayMachine } from './video-autoplay.machine.js';
import { isVideoPlaying, selectVideoAutoplay, videoResumeTime } from './video-autoplay.selectors.js';
import type { VideoAutoplayEvent } from './video-autoplay.types.js';
import { videoAutoplaySchema } from './video-autoplay.types.js';

/** Runs events through the pure transition function; no actions run. */
function walk(...events: VideoAutoplayEvent[]) {
  let [snapshot] = initialTransition(videoAutoplayMachine, {});
  const actionTypes: string[][] = [];
  for (const event of events) {
    const [next, actions] = transition(videoAutoplayMachine, snapshot, event);
    snapshot = next;
    actionTypes.push(actions.map((a) => a.type));
  }
  return { snapshot, actionTypes };
}

const play = (videoId: string, promoted = false): VideoAutoplayEvent => ({ type: 'VIDEO.PLAY', videoId, promoted });
const pause = (videoId: string, currentTime: number): VideoAutoplayEvent => ({ type: 'VIDEO.PAUSE', videoId, currentTime });

describe('videoAutoplayMachine (S1 §4 video autoplay)', () => {
  it('S1 §4: starts with nothing playing', () => {
    const { snapshot } = walk();
    expect(snapshot.value).toEqual({ organic: 'idle', promoted: 'idle' });
    expect(selectVideoAutoplay(snapshot)).toEqual({ organicVideoId: null, promotedVideoIds: [], anyPlaying: false });
  });

  it('S1 §4: only one organic video plays at a time: a second one asks the first player to pause', () => {
    const { snapshot, actionTypes } = walk(play('a'), play('b'));
    expect(snapshot.context.organicVideoId).toBe('b');
    expect(isVideoPlaying(snapshot, 'a')).toBe(false);
    expect(actionTypes[1]).toContain('pausePlayer');
  });

  it('S1 §4: playing the same organic video again does not pause it', () => {
    const { snapshot, actionTypes } = walk(play('a'), play('a'));
    expect(snapshot.context.organicVideoId).toBe('a');
    expect(actionTypes[1]).toEqual([]);
  });

  it('S1 §4: pausing stores the current time, and the video resumes from it', () => {
    const { snapshot } = walk(play('a'), pause('a', 12.5));
    expect(snapshot.value).toEqual({ organic: 'idle', promoted: 'idle' });
    expect(videoResumeTime(snapshot, 'a')).toBe(12.5);
  });

  it('S1 §4: the pause of a superseded organic video still stores its time', () => {
    const { snapshot } = walk(play('a'), play('b'), pause('a', 3));
    expect(snapshot.context.organicVideoId).toBe('b');
    expect(videoResumeTime(snapshot, 'a')).toBe(3);
  });

  it('S1 §4: a broken time (NaN, negative) is not stored', () => {
    const { snapshot } = walk(play('a'), pause('a', Number.NaN), play('b'), pause('b', -1));
    expect(snapshot.context.storedTimes).toEqual({});
    expect(videoResumeTime(snapshot, 'a')).toBe(0);
  });

  it('S1 §4: promoted videos are tracked separately: they neither pause nor get paused by organic ones', () => {
    const { snapshot, actionTypes } = walk(play('a'), play('p', true), play('q', true), play('b'));
    expect(snapshot.value).toEqual({ organic: 'playing', promoted: 'playing' });
    expect(snapshot.context.organicVideoId).toBe('b');
    expect(snapshot.context.promotedVideoIds).toEqual(['p', 'q']);
    expect(actionTypes[1]).not.toContain('pausePlayer');
    expect(actionTypes[2]).not.toContain('pausePlayer');
  });

  it('S1 §4: pausing promoted videos stores their time; the region idles after the last one', () => {
    const first = walk(play('p', true), play('q', true), pause('p', 4));
    expect(first.snapshot.value).toEqual({ organic: 'idle', promoted: 'playing' });
    expect(videoResumeTime(first.snapshot, 'p')).toBe(4);
    const last = walk(play('p', true), play('q', true), pause('p', 4), pause('q', 9));
    expect(last.snapshot.value).toEqual({ organic: 'idle', promoted: 'idle' });
    expect(last.snapshot.context.storedTimes).toEqual({ p: 4, q: 9 });
  });

  it('S1 §4: an ended video forgets its stored time so the next play starts at 0', () => {
    const organic = walk(play('a'), pause('a', 7), play('a'), { type: 'VIDEO.ENDED', videoId: 'a' });
    expect(organic.snapshot.value).toEqual({ organic: 'idle', promoted: 'idle' });
    expect(videoResumeTime(organic.snapshot, 'a')).toBe(0);
    const promoted = walk(play('p', true), play('q', true), pause('p', 2), play('p', true), { type: 'VIDEO.ENDED', videoId: 'p' });
    expect(promoted.snapshot.context.promotedVideoIds).toEqual(['q']);
    expect(videoResumeTime(promoted.snapshot, 'p')).toBe(0);
  });

  it('S1 §4: a removed player stops being tracked but keeps its stored time', () => {
    const { snapshot } = walk(play('a'), pause('a', 5), play('a'), { type: 'VIDEO.REMOVE', videoId: 'a' }, play('p', true), {
      type: 'VIDEO.REMOVE',
      videoId: 'p',
    });
    expect(snapshot.value).toEqual({ organic: 'idle', promoted: 'idle' });
    expect(videoResumeTime(snapshot, 'a')).toBe(5);
  });

  it('S1 §4: events about videos the machine does not track change nothing', () => {
    const { snapshot } = walk(play('a'), { type: 'VIDEO.ENDED', videoId: 'x' }, { type: 'VIDEO.REMOVE', videoId: 'y' });
    expect(snapshot.context.organicVideoId).toBe('a');
  });

  it('S1 §4: stored times given as input survive, and odd ids such as __proto__ are plain keys', () => {
    const actor = createActor(videoAutoplayMachine, { input: { storedTimes: { a: 30 } } }).start();
    actor.send(play('__proto__'));
    actor.send(pause('__proto__', 1));
    expect(videoResumeTime(actor.getSnapshot(), 'a')).toBe(30);
    expect(videoResumeTime(actor.getSnapshot(), '__proto__')).toBe(1);
    expect(videoResumeTime(actor.getSnapshot(), 'toString')).toBe(0);
  });

  it('S1 §4: a live actor calls the provided pausePlayer with the superseded video', () => {
    const pausePlayer = vi.fn();
    const actor = createActor(videoAutoplayMachine.provide({ actions: { pausePlayer: (_, params) => pausePlayer(params) } }), {
      input: {},
    }).start();
    actor.send(play('a'));
    actor.send(play('b'));
    expect(pausePlayer).toHaveBeenCalledExactlyOnceWith({ videoId: 'a' });
  });

  it('without a provided pausePlayer the actor fails with a clear "not provided" error', () => {
    const errors: unknown[] = [];
    const actor = createActor(videoAutoplayMachine, { input: {} });
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send(play('a'));
    actor.send(play('b'));
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/pausePlayer.*not provided/);
  });

  it('the schema lists every action and guard the machine implements', () => {
    expect(Object.keys(videoAutoplayMachine.implementations.actions).sort()).toEqual([...videoAutoplaySchema.actions].sort());
    expect(Object.keys(videoAutoplayMachine.implementations.guards).sort()).toEqual([...videoAutoplaySchema.guards].sort());
    expect([...videoAutoplayMachine.events].sort()).toEqual([...videoAutoplaySchema.events].sort());
  });
});
