import { describe, expect, it } from 'vitest';
import type { QuickPromoteForm } from '../../entities.js';
import { pathCoverage, pathEffects } from '../path-coverage.js';
import { quickPromoteMachine } from './quick-promote.machine.js';
import type { QuickPromoteSnapshot } from './quick-promote.selectors.js';
import type { QuickPromoteInput } from './quick-promote.types.js';
import { quickPromoteSchema } from './quick-promote.types.js';

const form: QuickPromoteForm = {
  name: 'Spring sale',
  destination_url: 'https://shop.example/',
  budget: 5,
  duration: 10,
  is_ongoing: true,
  advertiser_id: 'adv-1',
};
const input: QuickPromoteInput = { advertiserId: 'adv-1', pinId: 'pin-1', form, businessInfoValid: false, billingInfoValid: false };

// note: snapshots are told apart by state value alone; the form and draft contents would make the walk endless
const byValue = () => null;
const samples = {
  'PIN.SELECT': [{ type: 'PIN.SELECT', pinId: 'pin-2' }],
  'FORM.UPDATE': [{ type: 'FORM.UPDATE', values: { name: 'Edited' } }],
  'VIEWPORT.RESIZE': [{ type: 'VIEWPORT.RESIZE', width: 1000 }],
  'QUICK_PROMOTE.CLOSE': [{ type: 'QUICK_PROMOTE.CLOSE', historyLength: 4, pinBuilderInStack: true }],
  'GDPR.DECLINE': [{ type: 'GDPR.DECLINE', historyLength: 4, pinBuilderInStack: true }],
  'TAG.CHOOSE': [{ type: 'TAG.CHOOSE', conversionTagId: 'tag-1', conversionEvent: 'CHECKOUT' }],
  'xstate.done.actor.loadDraft': [{ type: 'xstate.done.actor.loadDraft', output: null }],
  'xstate.error.actor.loadDraft': [{ type: 'xstate.error.actor.loadDraft', error: new Error('storage blocked') }],
  'xstate.done.actor.saveDraft': [{ type: 'xstate.done.actor.saveDraft', output: undefined }],
  'xstate.error.actor.saveDraft': [{ type: 'xstate.error.actor.saveDraft', error: new Error('quota') }],
  'xstate.done.actor.submitQuickPromote': [{ type: 'xstate.done.actor.submitQuickPromote', output: { id: 'campaign-1' } }],
  'xstate.error.actor.submitQuickPromote': [
    { type: 'xstate.error.actor.submitQuickPromote', error: { http_status: 401, message_detail: 'Sign in again' } },
    { type: 'xstate.error.actor.submitQuickPromote', error: { http_status: 500, message_detail: 'Down' } },
  ],
} as const;
const coverage = pathCoverage(quickPromoteMachine, { input, serialize: byValue, samples });

// Reading (2): the goal (web conversion or not) and whether a save succeeded decide where the page
// goes, so they are part of a snapshot's identity; the form samples switch the goal both ways.
const pageInput: QuickPromoteInput = { ...input, reading: 'page' };
const byGoalAndSave = (snapshot: QuickPromoteSnapshot) => ({
  web: snapshot.context.form.ad_type === 'WEB_CONVERSION',
  saved: snapshot.context.saved,
});
const pageCoverage = pathCoverage(quickPromoteMachine, {
  input: pageInput,
  serialize: byGoalAndSave,
  samples: {
    ...samples,
    'FORM.UPDATE': [
      { type: 'FORM.UPDATE', values: { name: 'Edited' } },
      { type: 'FORM.UPDATE', values: { ad_type: 'WEB_CONVERSION' } },
      { type: 'FORM.UPDATE', values: { ad_type: 'CONSIDERATION', selected_ocpm_tag: null } },
    ],
  },
});
const ids = quickPromoteSchema.states.map((state) => `quickPromote.${state}`).sort();
const pageOnly = ['quickPromote.gdpr', 'quickPromote.page.editing', 'quickPromote.page.savingDraft', 'quickPromote.tag'];

describe('quickPromoteMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable in one reading or the other, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(pageCoverage.unreached).toEqual([]);
  });

  it('reading (1) reaches every state but the GDPR, page and tag steps of reading (2)', () => {
    expect(coverage.unreached.slice().sort()).toEqual(pageOnly);
  });

  it.each([
    ['reading (1)', coverage],
    ['reading (2)', pageCoverage],
  ] as const)('%s: only finished and closed are final, and no other reachable state is a dead end', (_, walk) => {
    expect(walk.finals.slice().sort()).toEqual(['quickPromote.closed', 'quickPromote.finished']);
    expect(walk.deadEnds).toEqual([]);
  });

  it.each([
    ['reading (1)', coverage, input],
    ['reading (2)', pageCoverage, pageInput],
  ] as const)(
    'S1 §2 %s: a path that closes the flow goes back past the pin builder (3 steps), and only such a path goes back',
    (_, walk, start) => {
      for (const path of walk.paths) {
        const { actions, snapshot } = pathEffects(quickPromoteMachine, path, start);
        const back = actions.filter((action) => action.type === 'historyBack').map((action) => action.params);
        if (snapshot.matches('closed')) expect(back).toEqual([{ steps: 3 }]);
        else expect(back).toEqual([]);
      }
    },
  );

  it('S1 §7 quick promote: every submit is for the advertiser of the flow', () => {
    for (const path of coverage.paths) {
      for (const call of pathEffects(quickPromoteMachine, path, input).calls.filter((c) => c.src === 'submitQuickPromote')) {
        expect(call.input).toMatchObject({ advertiserId: 'adv-1' });
      }
    }
  });
});
