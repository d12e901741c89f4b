import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_POLL_INTERVAL_MS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { uploadPollStep, validateUpload } from './upload.js';

describe('uploadPollStep', () => {
  it('S0 §4: processing or registered means retry after 5 seconds', () => {
    expect(uploadPollStep({ status: 'processing' })).toEqual({ kind: 'retry', afterMs: 5000 });
    expect(uploadPollStep({ status: 'registered', image_url: 'x' })).toEqual({ kind: 'retry', afterMs: UPLOAD_POLL_INTERVAL_MS });
  });

  it('S0 §4: succeeded returns the image URL', () => {
    expect(uploadPollStep({ status: 'succeeded', image_url: 'https://i.example/a.jpg' })).toEqual({
      kind: 'done',
      imageUrl: 'https://i.example/a.jpg',
    });
  });

  it('S0 §4/§8: a missing record or any other status fails with an empty error', () => {
    expect(uploadPollStep()).toEqual({ kind: 'failed', message: '' });
    expect(uploadPollStep(null)).toEqual({ kind: 'failed', message: '' });
    expect(uploadPollStep({ status: 'failed' })).toEqual({ kind: 'failed', message: '' });
    expect(uploadPollStep({ status: 'Processing' })).toEqual({ kind: 'failed', message: '' });
  });

  it('S0 §8: the server message of a failed record is kept (wire protocol: Invalid Image)', () => {
    expect(uploadPollStep({ status: 'failed', message: 'Invalid Image' })).toEqual({ kind: 'failed', message: MESSAGES.invalidImage });
  });

  it('S0 §4: succeeded without an image URL is a failure (nothing to show)', () => {
    expect(uploadPollStep({ status: 'succeeded' }).kind).toBe('failed');
    expect(uploadPollStep({ status: 'succeeded', image_url: ' ' }).kind).toBe('failed');
  });

  test.prop([
    fc.option(
      fc.record(
        {
          status: fc.oneof(fc.constantFrom('processing', 'registered', 'succeeded', 'failed'), fc.string()),
          image_url: fc.string(),
          message: fc.string(),
        },
        { requiredKeys: ['status'] },
      ),
      { nil: undefined },
    ),
  ])('S0 §4 property: total; retry exactly for processing/registered, done exactly for succeeded with a URL', (record) => {
    const step = uploadPollStep(record);
    const status = record?.status;
    expect(step.kind === 'retry').toBe(status === 'processing' || status === 'registered');
    expect(step.kind === 'done').toBe(status === 'succeeded' && (record?.image_url ?? '').trim() !== '');
    if (step.kind === 'done') expect(step.imageUrl).toBe(record?.image_url);
  });
});

describe('validateUpload', () => {
  it("S0 §8: a file that is not an image gets 'Invalid Image'", () => {
    for (const type of ['application/pdf', 'text/plain', '', 'image/', 'image', 'video/mp4']) {
      expect(validateUpload({ size: 1000, type })).toBe('Invalid Image');
    }
  });

  it('S0 §9: 209715200 bytes pass, 209715201 bytes are too large', () => {
    expect(UPLOAD_MAX_BYTES).toBe(209_715_200);
    expect(validateUpload({ size: 209_715_200, type: 'image/jpeg' })).toBeNull();
    expect(validateUpload({ size: 209_715_201, type: 'image/png' })).toBe(MESSAGES.uploadTooLarge);
  });

  it('S0 §8: an empty file or an unusable size is not an image', () => {
    for (const size of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(validateUpload({ size, type: 'image/png' })).toBe(MESSAGES.invalidImage);
  });

  it('S0 §8: the MIME type is matched case-insensitively', () => {
    expect(validateUpload({ size: 10, type: 'IMAGE/WebP' })).toBeNull();
  });

  test.prop([fc.double(), fc.string({ unit: 'grapheme' })])(
    'S0 §8/§9 property: total; null only for an image within the limit',
    (size, type) => {
      const out = validateUpload({ size, type });
      if (out === null) {
        expect(type.trim().toLowerCase().startsWith('image/')).toBe(true);
        expect(size > 0 && size <= UPLOAD_MAX_BYTES).toBe(true);
      } else {
        expect([MESSAGES.invalidImage, MESSAGES.uploadTooLarge]).toContain(out);
      }
    },
  );
});
