import { fc, test } from '../../testing/property.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SCRIPT_LOAD_RETRIES, SCRIPT_LOAD_RETRY_MS, SOCIAL_SDK_VERSION } from '../../constants.js';
import { socialSdkMachine } from './social-sdk.machine.js';
import { selectSocialSdk } from './social-sdk.selectors.js';
import type { SocialSdkLogEntry } from './social-sdk.types.js';
import { isEmptySocialProfile, socialSdkSchema, socialSdkScriptUrl } from './social-sdk.types.js';

interface Options {
  /** The check that first finds the global (1-based), or never. */
  readonly foundAtCheck?: number;
  readonly scriptFails?: boolean;
  readonly locale?: string;
}

/** A live loader whose script and global check are fakes; the global appears at `foundAtCheck`. */
function start({ foundAtCheck = Infinity, scriptFails = false, locale = 'es-MX' }: Options = {}) {
  const urls: string[] = [];
  const logs: SocialSdkLogEntry[] = [];
  let checks = 0;
  const actor = createActor(
    socialSdkMachine.provide({
      actors: {
        loadScript: fromPromise<void, { url: string }>(async ({ input }) => {
          urls.push(input.url);
          if (scriptFails) throw new Error('script error');
        }),
        hasSdkGlobal: fromPromise<boolean, { checks: number }>(async () => {
          checks += 1;
          return checks >= foundAtCheck;
        }),
      },
      actions: { logSocialSdk: (_, entry) => void logs.push(entry) },
    }),
    { input: { locale } },
  ).start();
  return { actor, urls, logs, checks: () => checks, view: () => selectSocialSdk(actor.getSnapshot()) };
}

describe('socialSdkMachine (S1 §7 / §8 social SDK by locale)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('S1 §7: the script URL carries the mapped locale and version v2.7', () => {
    expect(SOCIAL_SDK_VERSION).toBe('v2.7');
    expect(socialSdkScriptUrl('es-MX')).toBe('https://connect.facebook.net/es_LA/sdk.js#version=v2.7');
    expect(socialSdkScriptUrl('ar-EG')).toBe('https://connect.facebook.net/ar_AR/sdk.js#version=v2.7');
    expect(socialSdkScriptUrl('en_AU')).toBe('https://connect.facebook.net/en_US/sdk.js#version=v2.7');
    expect(socialSdkScriptUrl('de')).toBe('https://connect.facebook.net/de_DE/sdk.js#version=v2.7');
  });

  it('S1 §7: loads the script for the locale, and the global found at the first check makes it ready', async () => {
    const { urls, view, logs } = start({ foundAtCheck: 1 });
    expect(view().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(urls).toEqual(['https://connect.facebook.net/es_LA/sdk.js#version=v2.7']);
    expect(view()).toMatchObject({ ready: true, loading: false, unavailable: false });
    expect(logs).toEqual([]);
  });

  it('S1 §9: the global is checked again every 100 ms until it appears', async () => {
    const { actor, checks, view } = start({ foundAtCheck: 4 });
    await vi.advanceTimersByTimeAsync(0);
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_RETRY_MS - 1);
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks()).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * SCRIPT_LOAD_RETRY_MS);
    expect(checks()).toBe(4);
    expect(view().ready).toBe(true);
    expect(actor.getSnapshot().context.checks).toBe(4);
  });

  it('S1 §9: found at the 20th and last check is still ready', async () => {
    const { view, logs } = start({ foundAtCheck: SCRIPT_LOAD_RETRIES });
    await vi.advanceTimersByTimeAsync((SCRIPT_LOAD_RETRIES - 1) * SCRIPT_LOAD_RETRY_MS);
    expect(view().ready).toBe(true);
    expect(logs).toEqual([]);
  });

  it('S1 §8: a global still missing after 20 checks is logged only and ends unavailable (no social sign-in)', async () => {
    const { actor, checks, logs, view } = start();
    await vi.advanceTimersByTimeAsync((SCRIPT_LOAD_RETRIES - 1) * SCRIPT_LOAD_RETRY_MS);
    expect(checks()).toBe(SCRIPT_LOAD_RETRIES);
    expect(view()).toMatchObject({ unavailable: true, ready: false, loading: false });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ available: false });
    expect(logs).toEqual([{ reason: 'missing-global', scriptUrl: socialSdkScriptUrl('es-MX'), checks: 20 }]);
    await vi.advanceTimersByTimeAsync(10 * SCRIPT_LOAD_RETRY_MS);
    expect(checks()).toBe(SCRIPT_LOAD_RETRIES); // no 21st check
  });

  it('S1 §8: a script that fails to load is logged only and ends unavailable without checking', async () => {
    const { checks, logs, view } = start({ scriptFails: true, foundAtCheck: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().unavailable).toBe(true);
    expect(checks()).toBe(0);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ reason: 'script-failed', checks: 0 });
    expect(String((logs[0]!.cause as Error).message)).toBe('script error');
  });

  it('a global check that throws counts as not there yet', async () => {
    let calls = 0;
    const actor = createActor(
      socialSdkMachine.provide({
        actors: {
          loadScript: fromPromise(async () => {}),
          hasSdkGlobal: fromPromise<boolean, { checks: number }>(async () => {
            calls += 1;
            if (calls < 3) throw new Error('window gone');
            return true;
          }),
        },
        actions: { logSocialSdk: () => {} },
      }),
      { input: { locale: 'fr' } },
    ).start();
    await vi.advanceTimersByTimeAsync(2 * SCRIPT_LOAD_RETRY_MS);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('S1 §3 / §7: profile data received when ready is kept; a sign-out clears it', async () => {
    const { actor, view } = start({ foundAtCheck: 1 });
    await vi.advanceTimersByTimeAsync(0);
    const data = { id: '10', first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', gender: 'female', birthday: '01/02/1990' };
    actor.send({ type: 'PROFILE.RECEIVED', data });
    expect(view().profile).toEqual(data);
    expect(actor.getSnapshot().value).toEqual({ ready: 'profiled' });
    actor.send({ type: 'PROFILE.CLEAR' });
    expect(view().profile).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it.each([null, undefined, {}, [], 'x', 0])('S1 §8: empty profile data (%j) is logged only and keeps what was there', async (data) => {
    const { actor, logs, view } = start({ foundAtCheck: 1 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PROFILE.RECEIVED', data });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'PROFILE.RECEIVED', data: { id: '1' } });
    actor.send({ type: 'PROFILE.RECEIVED', data });
    expect(view().profile).toEqual({ id: '1' });
    expect(logs.map((entry) => entry.reason)).toEqual(['empty-profile-data', 'empty-profile-data']);
  });

  it('profile data before the SDK is ready is ignored', async () => {
    const { actor, view } = start({ foundAtCheck: 3 });
    actor.send({ type: 'PROFILE.RECEIVED', data: { id: '1' } });
    await vi.advanceTimersByTimeAsync(2 * SCRIPT_LOAD_RETRY_MS);
    expect(view()).toMatchObject({ ready: true, profile: null });
  });

  it('without provided actors the loader fails with a clear "not provided" error', async () => {
    const actor = createActor(socialSdkMachine, { input: { locale: 'en' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(String(errors[0])).toMatch(/logSocialSdk.*not provided/);
  });

  it('the schema lists every action, guard, actor and delay the machine has', () => {
    const { actions, guards, actors, delays } = socialSdkMachine.implementations;
    expect(Object.keys(actions).sort()).toEqual([...socialSdkSchema.actions].sort());
    expect(Object.keys(guards).sort()).toEqual([...socialSdkSchema.guards].sort());
    expect(Object.keys(actors).sort()).toEqual([...socialSdkSchema.actors].sort());
    expect(Object.keys(delays).sort()).toEqual([...socialSdkSchema.delays].sort());
  });
});

describe('socialSdkScriptUrl and isEmptySocialProfile (S1 §7 / §8)', () => {
  test.prop([fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }))])(
    'total: any locale gives a URL on the SDK host with a xx_YY locale and v2.7',
    (locale) => {
      expect(socialSdkScriptUrl(locale)).toMatch(/^https:\/\/connect\.facebook\.net\/[a-z]{2,3}_[A-Z]{2}\/sdk\.js#version=v2\.7$/u);
    },
  );

  test.prop([fc.anything()])('total: any value is either empty or an object with fields', (data) => {
    const empty = isEmptySocialProfile(data);
    const hasFields = typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length > 0;
    expect(empty).toBe(!hasFields);
  });
});
