import { describe, expectTypeOf, it } from 'vitest';
import type { SuccessPinReadCall } from '../rules/success-dialog.js';
import type { PinServiceShape } from './pins.js';

// The success-dialog rule names PinService calls as strings (rules import no ports); this keeps them honest.
describe('S0 §7 success-dialog Pin read (types)', () => {
  it('every call the rule plans is a PinService method taking those options', () => {
    expectTypeOf<SuccessPinReadCall['call']>().toExtend<keyof PinServiceShape>();
    expectTypeOf<Extract<SuccessPinReadCall, { call: 'getPin' }>['options']>().toEqualTypeOf<Parameters<PinServiceShape['getPin']>[0]>();
    expectTypeOf<Extract<SuccessPinReadCall, { call: 'alreadyPinnedCheck' }>['variables']>().toEqualTypeOf<
      Parameters<PinServiceShape['alreadyPinnedCheck']>[0]
    >();
    expectTypeOf<Extract<SuccessPinReadCall, { call: 'pinCreateSuccess' }>['variables']>().toEqualTypeOf<
      Parameters<PinServiceShape['pinCreateSuccess']>[0]
    >();
  });
});
