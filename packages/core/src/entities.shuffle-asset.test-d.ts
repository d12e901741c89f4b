import { describe, expectTypeOf, it } from 'vitest';
import type { ShuffleAsset } from './entities.js';

describe('ShuffleAsset (S0 §3 shuffle asset entity)', () => {
  it('S0 §3: entityId and cutoutImages with url, height and width', () => {
    expectTypeOf<ShuffleAsset['entityId']>().toEqualTypeOf<string>();
    expectTypeOf<ShuffleAsset['cutoutImages'][number]>().toEqualTypeOf<{
      readonly url: string;
      readonly height: number;
      readonly width: number;
    }>();
    expectTypeOf<keyof ShuffleAsset>().toEqualTypeOf<'entityId' | 'cutoutImages'>();
  });

  it('S0 §3: a shuffle asset with no cut-outs is still one', () => {
    const asset: ShuffleAsset = { entityId: 's1', cutoutImages: [] };
    expectTypeOf(asset).toMatchTypeOf<ShuffleAsset>();
    // @ts-expect-error — a cut-out image needs its size as well as its url
    const incomplete: ShuffleAsset = { entityId: 's1', cutoutImages: [{ url: 'u' }] };
    void incomplete;
  });
});
