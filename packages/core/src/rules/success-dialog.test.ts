import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { PIN_PREVIEW_WIDTH, SUCCESS_DIALOG_MIN_WIDTH, SUCCESS_GRID_MAX_HEIGHT } from '../constants.js';
import type { Pin } from '../entities.js';
import { successDialogContent, successGridScrolls, successPinReadPlan } from './success-dialog.js';

type PreviewPin = Pick<Pin, 'imageUrl' | 'images' | 'color' | 'link' | 'video'> & { readonly id?: string };
const img = (url: string) => ({ url, width: 236, height: 300 });
const preview = (pin: PreviewPin | null, websiteImageUrls?: readonly string[]) => successDialogContent({ pin, websiteImageUrls }).preview;

describe('successDialogContent (S0 §2 saved-Pin success dialog)', () => {
  it('S0 §9: dialog at least 500 wide, previews 236 wide', () => {
    const content = successDialogContent({ pin: null });
    expect(content.minWidth).toBe(SUCCESS_DIALOG_MIN_WIDTH);
    expect(content.minWidth).toBe(500);
    expect(content.previewWidth).toBe(PIN_PREVIEW_WIDTH);
    expect(content.previewWidth).toBe(236);
    expect(content.preview).toEqual({ kind: 'none' });
  });

  it('S0 §2: shows the Pin image, preferring the 236x size', () => {
    expect(preview({ images: { '236x': img('a236'), orig: img('aorig') }, imageUrl: 'a' })).toEqual({ kind: 'image', imageUrl: 'a236' });
    expect(preview({ images: { orig: img('aorig') }, imageUrl: 'a' })).toEqual({ kind: 'image', imageUrl: 'a' });
    expect(preview({ images: { orig: img('aorig') }, imageUrl: ' ' })).toEqual({ kind: 'image', imageUrl: 'aorig' });
  });

  it('S0 §2: no image but a colour → a colour tile linking to the Pin link through /offsite/ (S1 §2)', () => {
    expect(preview({ color: '#ff0000', link: 'https://shop.test/p' })).toEqual({
      kind: 'color_tile',
      color: '#ff0000',
      href: '/offsite/?url=https%3A%2F%2Fshop.test%2Fp',
    });
    expect(preview({ id: '7', color: '#ff0000', link: 'https://shop.test/p' })).toMatchObject({
      href: '/offsite/?url=https%3A%2F%2Fshop.test%2Fp&pin=7',
    });
    expect(preview({ color: '#ff0000', link: null })).toEqual({ kind: 'color_tile', color: '#ff0000', href: null });
    expect(preview({ color: '#ff0000', link: 'javascript:alert(1)' })).toEqual({ kind: 'color_tile', color: '#ff0000', href: null });
    expect(preview({ color: ' ', link: 'https://shop.test/p' })).toEqual({ kind: 'none' });
  });

  it('S0 §3 (issue 21 §3): a colour that is not #rgb/#rrggbb is never put into CSS', () => {
    expect(preview({ color: 'url(//evil.example/x)', link: 'https://shop.test/p' })).toEqual({ kind: 'none' });
    expect(preview({ color: ' #abc ' })).toEqual({ kind: 'color_tile', color: '#abc', href: null });
  });

  it('S0 §2/§9: several website images → a grid scrolling above 540; one image is not several', () => {
    expect(preview({ imageUrl: 'pin' }, ['w1', 'w2'])).toEqual({ kind: 'image_grid', imageUrls: ['w1', 'w2'], maxHeight: 540 });
    expect(preview({ imageUrl: 'pin' }, ['w1'])).toEqual({ kind: 'image', imageUrl: 'pin' });
    expect(preview({ imageUrl: 'pin' }, ['w1', ' w1 ', ''])).toEqual({ kind: 'image', imageUrl: 'pin' });
  });

  it('S0 §2: a video Pin → video preview with duration and cover image', () => {
    expect(preview({ video: { url: 'v.mp4', duration: 75_900, cover_image_url: 'cover.jpg' }, imageUrl: 'pin' }, ['w1', 'w2'])).toEqual({
      kind: 'video',
      coverImageUrl: 'cover.jpg',
      durationMs: 75_900,
      durationLabel: '1:15',
    });
    expect(preview({ video: { url: 'v.mp4', duration: 3_600_000 } })).toMatchObject({ coverImageUrl: null, durationLabel: '1:00:00' });
    expect(preview({ video: { url: 'v.mp4', duration: 0 } })).toMatchObject({ durationLabel: '0:00' });
    expect(preview({ video: { url: 'v.mp4', duration: Number.NaN } })).toMatchObject({ durationMs: null, durationLabel: null });
    expect(preview({ video: { url: 'v.mp4', duration: -1 } })).toMatchObject({ durationMs: null, durationLabel: null });
    expect(preview({ video: { url: ' ', duration: 5 }, imageUrl: 'pin' })).toEqual({ kind: 'image', imageUrl: 'pin' });
  });

  const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constant(''), fc.constant('  '));
  const pinArb: fc.Arbitrary<PreviewPin | null> = fc.option(
    fc.record(
      {
        imageUrl: text,
        images: fc.record({ '236x': text.map(img), orig: text.map(img) }, { requiredKeys: [] }),
        color: fc.option(text, { nil: null }),
        link: fc.option(text, { nil: null }),
        video: fc.option(fc.record({ url: text, duration: fc.double(), cover_image_url: text }, { requiredKeys: ['url', 'duration'] }), {
          nil: null,
        }),
      },
      { requiredKeys: [] },
    ),
    { nil: null },
  );

  test.prop([pinArb, fc.option(fc.array(text), { nil: undefined })])(
    'S0 §2: total, and shows exactly one preview with non-blank urls',
    (pin, urls) => {
      const { preview: shown, minWidth, previewWidth } = successDialogContent({ pin, websiteImageUrls: urls });
      expect([minWidth, previewWidth]).toEqual([500, 236]);
      if (shown.kind === 'image') expect(shown.imageUrl.trim()).not.toBe('');
      if (shown.kind === 'image_grid') {
        expect(shown.imageUrls.length).toBeGreaterThan(1);
        expect(new Set(shown.imageUrls).size).toBe(shown.imageUrls.length);
      }
      if (shown.kind === 'color_tile' && shown.href !== null) expect(shown.href).toMatch(/^\/offsite\/\?url=https?%3A%2F%2F/i);
      if (shown.kind === 'color_tile') expect(shown.color).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);
      if (shown.kind === 'video') expect(shown.durationLabel === null).toBe(shown.durationMs === null);
      if (shown.kind === 'none') expect(pin?.color == null || !/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(pin.color.trim())).toBe(true);
    },
  );

  test.prop([fc.integer({ min: 0, max: 100 * 3_600_000 })])('S0 §2: the duration label reads back to whole seconds', (ms) => {
    const shown = preview({ video: { url: 'v', duration: ms } });
    if (shown.kind !== 'video' || shown.durationLabel === null) throw new Error('expected a video preview');
    const seconds = shown.durationLabel.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    expect(seconds).toBe(Math.floor(ms / 1000));
  });
});

describe('successGridScrolls (S0 §9 grid max height 540)', () => {
  it('S0 §9: scrolls above 540, not at 540', () => {
    expect(successGridScrolls(540)).toBe(false);
    expect(successGridScrolls(541)).toBe(true);
    expect(successGridScrolls(540.5)).toBe(true);
    expect(successGridScrolls(0)).toBe(false);
    expect(successGridScrolls(Number.POSITIVE_INFINITY)).toBe(false);
    expect(successGridScrolls(Number.NaN)).toBe(false);
  });

  test.prop([fc.double()])('S0 §9: total; scrolls exactly when finite and above the maximum', (h) => {
    expect(successGridScrolls(h)).toBe(Number.isFinite(h) && h > SUCCESS_GRID_MAX_HEIGHT);
  });
});

describe('successPinReadPlan (S0 §7, S1 §7 GraphQL queries or the legacy Pin read)', () => {
  it('S0 §7: experiment on → AlreadyPinnedCheckQuery or PinCreateSuccessQuery with { pinId }', () => {
    expect(
      successPinReadPlan({ pinId: '42', graphqlExperimentOn: true, purpose: 'already_pinned_check', actingAsSubjectId: 'org' }),
    ).toEqual({
      call: 'alreadyPinnedCheck',
      variables: { pinId: '42' },
    });
    expect(successPinReadPlan({ pinId: '42', graphqlExperimentOn: true, purpose: 'create_success' })).toEqual({
      call: 'pinCreateSuccess',
      variables: { pinId: '42' },
    });
  });

  it('S0 §7: experiment off → legacy getPin with field_set_key detailed and the acting-as subject id', () => {
    expect(successPinReadPlan({ pinId: '42', graphqlExperimentOn: false, purpose: 'create_success', actingAsSubjectId: 'org-1' })).toEqual({
      call: 'getPin',
      options: { id: '42', field_set_key: 'detailed', orbac_subject_id: 'org-1' },
    });
    expect(
      successPinReadPlan({ pinId: '42', graphqlExperimentOn: false, purpose: 'already_pinned_check', actingAsSubjectId: ' ' }),
    ).toEqual({
      call: 'getPin',
      options: { id: '42', field_set_key: 'detailed' },
    });
  });

  it('S0 §7: no Pin id → no call', () => {
    for (const pinId of [null, undefined, '', '  '])
      expect(successPinReadPlan({ pinId, graphqlExperimentOn: true, purpose: 'create_success' })).toBeNull();
  });

  test.prop([
    fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
    fc.boolean(),
    fc.constantFrom('already_pinned_check' as const, 'create_success' as const),
    fc.option(fc.string(), { nil: undefined }),
  ])('S0 §7: total; exactly one call, GraphQL only with the experiment on, always for the trimmed id', (pinId, on, purpose, subject) => {
    const plan = successPinReadPlan({ pinId, graphqlExperimentOn: on, purpose, actingAsSubjectId: subject });
    if (pinId === null || pinId.trim() === '') {
      expect(plan).toBeNull();
      return;
    }
    expect(plan).not.toBeNull();
    expect(plan?.call === 'getPin').toBe(!on);
    const id = plan === null ? null : plan.call === 'getPin' ? plan.options.id : plan.variables.pinId;
    expect(id).toBe(pinId.trim());
  });
});
