import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BLOCKED_REDIRECT_STATUSES } from '../../constants.js';
import { MESSAGES, OFFSITE_MESSAGES } from '../../messages.js';
import { fc, test } from '../../testing/property.js';
import { offsiteRedirectMachine } from './offsite-redirect.machine.js';
import { selectOffsiteRedirect } from './offsite-redirect.selectors.js';
import type { OffsiteQuery, OffsiteRedirectCheck, OffsiteRedirectCheckInput } from './offsite-redirect.types.js';

/** The redirect for `query` whose check answers `answer` (or fails with it), recording the check and where it went. */
async function run(query: OffsiteQuery, answer: OffsiteRedirectCheck | { readonly fail: unknown }) {
  const checks: OffsiteRedirectCheckInput[] = [];
  const left: string[] = [];
  const machine = offsiteRedirectMachine.provide({
    actors: {
      checkOffsite: fromPromise<OffsiteRedirectCheck, OffsiteRedirectCheckInput>(async ({ input }) => {
        checks.push(input);
        if ('fail' in answer) throw answer.fail;
        return answer;
      }),
    },
    actions: { navigate: (_, params) => left.push(params.url) },
  });
  const actor = createActor(machine, { input: query }).start();
  const snapshot = await waitFor(actor, (s) => !s.matches('checking') && !s.matches('start'));
  return { view: selectOffsiteRedirect(snapshot), checks, left };
}

describe('offsiteRedirectMachine (S1 §2, §5, §7 the /offsite/ screen)', () => {
  it('S1 §2: without a url or a Pin it is not a link, and nothing is asked', async () => {
    const flow = await run({}, { url: 'https://a.example/' });
    expect(flow.view).toEqual({ status: 'failed', message: OFFSITE_MESSAGES.notALink });
    expect(flow.checks).toEqual([]);
  });

  it("S1 §7: a Pin's own link the server vouches for is left at once, asked with the Pin", async () => {
    const flow = await run({ pin: 'p1' }, { url: 'https://shop.example/lamp', token: 'T' });
    expect(flow.checks).toEqual([{ check_only: true, pin_id: 'p1' }]);
    expect(flow.left).toEqual(['https://shop.example/lamp']);
    expect(flow.view).toEqual({ status: 'opening', url: 'https://shop.example/lamp' });
  });

  it('S1 §2: any other link is shown with its host and waits for a click', async () => {
    const flow = await run({ url: 'https://shop.example/lamp', isThirdPartyAd: true }, { url: 'https://shop.example/lamp' });
    expect(flow.checks).toEqual([{ check_only: true, url: 'https://shop.example/lamp', third_party_ad: true }]);
    expect(flow.left).toEqual([]);
    expect(flow.view).toEqual({ status: 'confirm', url: 'https://shop.example/lamp', host: 'shop.example' });
  });

  test.prop([fc.constantFrom(...BLOCKED_REDIRECT_STATUSES), fc.option(fc.constant('T'), { nil: undefined })])(
    'S1 §5: a blocked, suspicious or porn link never leaves, whatever token comes back',
    async (status, token) => {
      const flow = await run(
        { url: 'https://x.example/' },
        { url: 'https://x.example/', redirect_status: status, ...(token ? { token } : {}) },
      );
      expect(flow.view).toEqual({ status: 'blocked' });
      expect(flow.left).toEqual([]);
    },
  );

  it('S0 §8 / S1 §8: a refused check says why: not a link (400), gone (404), else the generic error', async () => {
    expect((await run({ url: 'x' }, { fail: { http_status: 400 } })).view).toEqual({
      status: 'failed',
      message: OFFSITE_MESSAGES.notALink,
    });
    expect((await run({ pin: '9' }, { fail: { http_status: 404 } })).view).toEqual({ status: 'failed', message: MESSAGES.notFound });
    expect((await run({ pin: '9' }, { fail: new Error('down') })).view).toEqual({ status: 'failed', message: MESSAGES.genericError });
    expect((await run({ url: 'https://a.example/' }, { url: 'javascript:alert(1)', token: 'T' })).left).toEqual([]);
  });
});
