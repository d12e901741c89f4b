import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { BusinessAccessProfile, Viewer } from '../../entities.js';
import { businessProfileMachine } from './business-profile.machine.js';
import { selectBusinessProfile } from './business-profile.selectors.js';
import { businessProfileSchema } from './business-profile.types.js';

const profile = (id: string, permissions: string[], viewerMeetsMfaRequirement: boolean): BusinessAccessProfile => ({
  id,
  permissions,
  viewerMeetsMfaRequirement,
  user: { username: `user-${id}`, businessName: `Business ${id}` },
});
const own = profile('me', ['OWNER'], false);
const mfaMet = profile('shop', ['ADMIN'], true);
const mfaMissing = profile('agency', ['ANALYST'], false);
const ownedElsewhere = profile('brand', ['OWNER'], false);
const partner: Viewer = { isAuth: true, id: 'me', isPartner: true };

interface Fakes {
  profiles?: () => Promise<readonly BusinessAccessProfile[]>;
  stored?: () => Promise<string | null>;
  write?: (profileId: string) => Promise<void>;
}

/** A live switcher with fake actors and a logger spy. */
function start(viewer: Viewer = partner, fakes: Fakes = {}) {
  const written: string[] = [];
  const loads = { count: 0 };
  const logger = vi.fn();
  const machine = businessProfileMachine.provide({
    actors: {
      loadProfiles: fromPromise(async () => {
        loads.count += 1;
        return fakes.profiles ? fakes.profiles() : [own, mfaMet, mfaMissing, ownedElsewhere];
      }),
      readSelectedProfile: fromPromise(async () => (fakes.stored ? fakes.stored() : null)),
      writeSelectedProfile: fromPromise(async ({ input }: { input: { profileId: string } }) => {
        written.push(input.profileId);
        await fakes.write?.(input.profileId);
      }),
    },
  });
  const actor = createActor(machine, { input: { viewer }, logger }).start();
  const settle = () => waitFor(actor, (s) => s.matches('ready') || s.matches('loadFailed'));
  return { actor, written, loads, logger, settle, view: () => selectBusinessProfile(actor.getSnapshot()) };
}

describe('businessProfileMachine (S1 §4 business profile switching)', () => {
  it("S1 §4: the active profile defaults to the viewer's own id", async () => {
    const { view, settle } = start();
    expect(view().loading).toBe(true);
    await settle();
    expect(view()).toMatchObject({ activeProfileId: 'me', actingAsOther: false, loading: false });
  });

  it('S1 §4: the owner profile has permission OWNER; S1 §6: who may be acted as', async () => {
    const { view, settle } = start();
    await settle();
    expect(view().options.map((o) => [o.id, o.isOwner, o.canAct])).toEqual([
      ['me', true, true],
      ['shop', false, true],
      ['agency', false, false],
      ['brand', true, true],
    ]);
  });

  it('S1 §4: the header shows only when the viewer has multiple profiles', async () => {
    const many = start();
    await many.settle();
    expect(many.view().showHeader).toBe(true);
    const onlyOwn = start(partner, { profiles: async () => [own] });
    await onlyOwn.settle();
    expect(onlyOwn.view().showHeader).toBe(false);
    const ownLeftOut = start(partner, { profiles: async () => [mfaMet] });
    await ownLeftOut.settle();
    expect(ownLeftOut.view().showHeader).toBe(true);
  });

  it('S1 §7: visitors and non-partners load nothing and act as themselves', () => {
    for (const viewer of [{ isAuth: false }, { isAuth: true, id: 'me', isPartner: false }] as Viewer[]) {
      const { actor, loads, view } = start(viewer);
      expect(actor.getSnapshot().value).toBe('ready');
      expect(loads.count).toBe(0);
      expect(view()).toMatchObject({ showHeader: false, activeProfileId: viewer.isAuth ? 'me' : null });
    }
  });

  it('S1 §4 / §6: selecting a profile the viewer may act as activates it and stores it in session storage', async () => {
    const { actor, written, view, settle } = start();
    await settle();
    actor.send({ type: 'PROFILE.SELECT', profileId: 'shop' });
    expect(actor.getSnapshot().value).toBe('persisting');
    await settle();
    expect(written).toEqual(['shop']);
    expect(view()).toMatchObject({ activeProfileId: 'shop', actingAsOther: true });
    actor.send({ type: 'PROFILE.SELECT', profileId: 'me' });
    await settle();
    expect(written).toEqual(['shop', 'me']);
    expect(view().actingAsOther).toBe(false);
  });

  it('S1 §6: acting as a profile without MFA or OWNER is not honoured', async () => {
    const { actor, written, view, settle } = start();
    await settle();
    for (const profileId of ['agency', 'nobody', '']) {
      actor.send({ type: 'PROFILE.SELECT', profileId });
      expect(actor.getSnapshot().value).toBe('ready');
      expect(view()).toMatchObject({ activeProfileId: 'me', refusedProfileId: profileId });
    }
    expect(written).toEqual([]);
  });

  it('a newer choice while storing replaces the one being written', async () => {
    let release = (): void => {};
    const { actor, written, view, settle } = start(partner, {
      write: (id) => (id === 'shop' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()),
    });
    await settle();
    actor.send({ type: 'PROFILE.SELECT', profileId: 'shop' });
    actor.send({ type: 'PROFILE.SELECT', profileId: 'agency' }); // refused, the write goes on
    expect(view().refusedProfileId).toBe('agency');
    actor.send({ type: 'PROFILE.SELECT', profileId: 'brand' });
    await settle();
    release();
    expect(written).toEqual(['shop', 'brand']);
    expect(view().activeProfileId).toBe('brand');
  });

  it('S1 §4: the profile stored in session storage is restored when the viewer may act as it', async () => {
    const ok = start(partner, { stored: async () => 'brand' });
    await ok.settle();
    expect(ok.view().activeProfileId).toBe('brand');
    for (const stored of ['agency', 'gone', null]) {
      const ignored = start(partner, { stored: async () => stored });
      await ignored.settle();
      expect(ignored.view().activeProfileId).toBe('me');
    }
  });

  it('S1 §8: session storage failures are logged and ignored', async () => {
    const { actor, logger, view, settle } = start(partner, {
      stored: () => Promise.reject(new Error('SecurityError: storage disabled')),
      write: () => Promise.reject(new Error('QuotaExceededError')),
    });
    await settle();
    expect(logger).toHaveBeenCalledWith(expect.stringContaining('storage disabled'));
    actor.send({ type: 'PROFILE.SELECT', profileId: 'shop' });
    await settle();
    expect(logger).toHaveBeenCalledWith(expect.stringContaining('QuotaExceededError'));
    expect(view().activeProfileId).toBe('shop');
  });

  it('a failed profile load can be retried; meanwhile the viewer acts as themselves', async () => {
    let attempt = 0;
    const { actor, loads, view, settle } = start(partner, {
      profiles: () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve([own, mfaMet])),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(view()).toMatchObject({ loadError: 'offline', activeProfileId: 'me', showHeader: false });
    actor.send({ type: 'PROFILES.RETRY' });
    await settle();
    expect(loads.count).toBe(2);
    expect(view()).toMatchObject({ loadError: null, showHeader: true });
  });

  it('a malformed profile list counts as none', () => {
    const [initial] = initialTransition(businessProfileMachine, { viewer: partner });
    const [next] = transition(businessProfileMachine, initial, { type: 'xstate.done.actor.loadProfiles', output: null } as never);
    expect(next.value).toBe('restoring');
    expect(next.context.profiles).toEqual([]);
  });

  it('unprovided actors fail with a clear "not provided" error', async () => {
    const actor = createActor(businessProfileMachine, { input: { viewer: partner } }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.loadError).toMatch(/loadProfiles.*not provided/);
  });

  it('the schema lists every actor, action, guard and event the machine has', () => {
    const impl = businessProfileMachine.implementations;
    expect(Object.keys(impl.actors).sort()).toEqual([...businessProfileSchema.actors].sort());
    expect(Object.keys(impl.actions).sort()).toEqual([...businessProfileSchema.actions].sort());
    expect(Object.keys(impl.guards).sort()).toEqual([...businessProfileSchema.guards].sort());
    expect([...businessProfileMachine.events].filter((t) => !t.startsWith('xstate.')).sort()).toEqual(
      [...businessProfileSchema.events].sort(),
    );
  });
});
