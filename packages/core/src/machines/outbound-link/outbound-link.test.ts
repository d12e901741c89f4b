import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MESSAGES, SERVER_MESSAGES } from '../../messages.js';
import { fc, test } from '../../testing/property.js';
import { BLOCKED_REDIRECT_STATUSES } from '../../constants.js';
import { outboundLinkMachine, type OutboundLinkCheck } from './outbound-link.machine.js';
import { selectOutboundLink } from './outbound-link.selectors.js';
import type { OutboundLinkCheckInput } from './outbound-link.types.js';

const link = { url: 'https://shop.example/lamp', pin: 'p1' };

/** A link whose checks answer with `answers` in turn (or fail), recording each check and each window opened. */
function start(answers: readonly (OutboundLinkCheck | Error | Promise<OutboundLinkCheck>)[], input = link) {
  const checks: OutboundLinkCheckInput[] = [];
  const opened: string[] = [];
  let call = 0;
  const machine = outboundLinkMachine.provide({
    actors: {
      checkOffsite: fromPromise<OutboundLinkCheck, OutboundLinkCheckInput>(async ({ input: asked }) => {
        checks.push(asked);
        const answer = answers[call++] ?? {};
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { openWindow: (_, params) => opened.push(params.href) },
  });
  const actor = createActor(machine, { input: { link: input } }).start();
  const view = () => selectOutboundLink(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.matches('checking'));
  return { actor, view, checks, opened, settled };
}

describe('outboundLinkMachine (S1 §2, §5, §7 the outbound link check)', () => {
  it('S1 §2: the href is /offsite/ before anything is checked, and nothing is asked until opened', () => {
    const flow = start([]);
    expect(flow.view()).toEqual({ status: 'idle', message: null, href: `/offsite/?url=${encodeURIComponent(link.url)}&pin=p1` });
    expect(flow.checks).toEqual([]);
  });

  it('S1 §7: opening checks the link once; a vouched link opens /offsite/ with its token', async () => {
    const flow = start([{ redirect_status: 'safe', token: 'T0K' }]);
    flow.actor.send({ type: 'LINK.OPEN' });
    expect(flow.view().status).toBe('checking');
    await flow.settled();
    expect(flow.checks).toEqual([link]);
    expect(flow.opened).toEqual([`/offsite/?token=T0K&url=${encodeURIComponent(link.url)}&pin=p1`]);
    expect(flow.view()).toMatchObject({ status: 'opened', message: null });
  });

  it('S1 §2: a link the server does not vouch for opens the plain /offsite/, which asks before leaving', async () => {
    const flow = start([{ redirect_status: 'safe' }]);
    flow.actor.send({ type: 'LINK.OPEN' });
    await flow.settled();
    expect(flow.opened).toEqual([flow.view().href]);
  });

  test.prop([fc.constantFrom(...BLOCKED_REDIRECT_STATUSES), fc.option(fc.string(), { nil: undefined })])(
    'S1 §5: a blocked, suspicious or porn link never opens, whatever token comes with it, and says so',
    async (status, token) => {
      const flow = start([{ redirect_status: status, ...(token === undefined ? {} : { token }) }]);
      flow.actor.send({ type: 'LINK.OPEN' });
      await flow.settled();
      expect(flow.opened).toEqual([]);
      expect(flow.view()).toMatchObject({ status: 'blocked', message: SERVER_MESSAGES.linkBlocked });
    },
  );

  it('S0 §8: a failed check says the generic error and opens nothing; opening again checks again', async () => {
    const flow = start([new Error('down'), { redirect_status: 'safe', token: 'T' }]);
    flow.actor.send({ type: 'LINK.OPEN' });
    await flow.settled();
    expect(flow.view()).toMatchObject({ status: 'failed', message: MESSAGES.genericError });
    flow.actor.send({ type: 'LINK.OPEN' });
    expect(flow.view().message).toBeNull();
    await flow.settled();
    expect(flow.checks).toHaveLength(2);
    expect(flow.opened).toHaveLength(1);
  });

  it('a second open while checking drops the first check: only the newest answer opens a window', async () => {
    let release: (answer: OutboundLinkCheck) => void = () => {};
    const slow = new Promise<OutboundLinkCheck>((resolve) => {
      release = resolve;
    });
    const flow = start([slow, { redirect_status: 'safe', token: 'NEW' }]);
    flow.actor.send({ type: 'LINK.OPEN' });
    flow.actor.send({ type: 'LINK.OPEN' });
    await flow.settled();
    release({ redirect_status: 'safe', token: 'OLD' });
    await Promise.resolve();
    expect(flow.opened).toEqual([`/offsite/?token=NEW&url=${encodeURIComponent(link.url)}&pin=p1`]);
  });

  it('S1 §7: a third-party ad is checked as one; a new link replaces the old one for the next check', async () => {
    const flow = start([{ redirect_status: 'safe' }]);
    const ad = { url: 'https://ads.example/x', isThirdPartyAd: true };
    flow.actor.send({ type: 'LINK.SET', link: ad });
    expect(flow.view().href).toBe(`/offsite/?url=${encodeURIComponent(ad.url)}&isThirdPartyAd=true`);
    flow.actor.send({ type: 'LINK.OPEN' });
    await flow.settled();
    expect(flow.checks).toEqual([ad]);
  });
});
