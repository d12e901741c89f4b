import { describe, expect, it } from 'vitest';
import { Effect, Exit, Option } from 'effect';
import { MESSAGES } from '../messages.js';
import { abortedCall, ApiError, apiErrorFields, ignoreAborted, NetworkError } from './errors.js';

describe('port errors (S0 §8, S1 §8)', () => {
  it('S1 §8: an aborted resource call is ignored', async () => {
    const result = await Effect.runPromise(ignoreAborted(Effect.fail(abortedCall('BoardResource.get'))));
    expect(Option.isNone(result)).toBe(true);
  });

  it('S1 §8: an aborted call carries the spec message', () => {
    expect(abortedCall('VIPResource.get').message).toBe(MESSAGES.resourceCallAborted);
  });

  it('ignoreAborted keeps successes and every other failure', async () => {
    expect(await Effect.runPromise(ignoreAborted(Effect.succeed(3)))).toEqual(Option.some(3));
    const failed = new ApiError({ call: 'BoardResource.create', message: 'm', http_status: 400 });
    const exit = await Effect.runPromiseExit(ignoreAborted(Effect.fail(failed)));
    expect(exit).toEqual(Exit.fail(failed));
    const offline = new NetworkError({ call: 'BoardResource.get', message: 'offline' });
    expect(await Effect.runPromiseExit(ignoreAborted(Effect.fail(offline)))).toEqual(Exit.fail(offline));
  });

  it('S0 §8: apiErrorFields gives the fields the core rules read, without absent ones', () => {
    const e = new ApiError({ call: 'BulkEditResource.update', message: 'busy', api_error_code: 2171, http_status: 409 });
    expect(apiErrorFields(e)).toEqual({ message: 'busy', api_error_code: 2171, http_status: 409 });
    expect(e.message).toBe('busy');
    expect(e._tag).toBe('ApiError');
  });
});
