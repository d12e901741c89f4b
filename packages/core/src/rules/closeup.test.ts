import { describe, expect, it } from 'vitest';
import { CLOSEUP_MAX_WIDTH, CLOSEUP_PANE_WIDTH, PIN_IMAGE_MAX_HEIGHT, PIN_IMAGE_MAX_HEIGHT_EDITING } from '../constants.js';
import { fc, test } from '../testing/property.js';
import { closeupLayout } from './closeup.js';

const tall = { width: 1000, height: 1500 };

describe('closeupLayout (S0 §9)', () => {
  it('below 488 the closeup is one compact column as wide as the space', () => {
    expect(closeupLayout({ availableWidth: 390, image: tall })).toEqual({
      mode: 'compact',
      width: 390,
      imagePaneWidth: 390,
      detailsPaneWidth: 390,
      image: { width: 223, height: PIN_IMAGE_MAX_HEIGHT },
    });
  });

  it('from 488 one pane of 508 (or the space), the image at most 335 tall', () => {
    expect(closeupLayout({ availableWidth: 488, image: tall })).toMatchObject({ mode: 'single', width: 488 });
    expect(closeupLayout({ availableWidth: 800, image: { width: 1000, height: 500 } })).toEqual({
      mode: 'single',
      width: CLOSEUP_PANE_WIDTH,
      imagePaneWidth: CLOSEUP_PANE_WIDTH,
      detailsPaneWidth: CLOSEUP_PANE_WIDTH,
      image: { width: 508, height: 254 },
    });
  });

  it('from 992 the image pane beside the details pane, the whole at most 1016', () => {
    expect(closeupLayout({ availableWidth: 992, image: tall })).toEqual({
      mode: 'double',
      width: 992,
      imagePaneWidth: 496,
      detailsPaneWidth: 496,
      image: { width: 496, height: 744 },
    });
    expect(closeupLayout({ availableWidth: 1400, image: tall })).toMatchObject({
      width: CLOSEUP_MAX_WIDTH,
      imagePaneWidth: CLOSEUP_PANE_WIDTH,
      detailsPaneWidth: CLOSEUP_PANE_WIDTH,
    });
  });

  it('S0 §9: while editing the image is at most 220 tall, in every mode', () => {
    for (const availableWidth of [320, 600, 1200]) {
      expect(closeupLayout({ availableWidth, image: tall, editing: true }).image?.height).toBe(PIN_IMAGE_MAX_HEIGHT_EDITING);
    }
  });

  it('an image of unknown or broken size has no computed box', () => {
    expect(closeupLayout({ availableWidth: 600 }).image).toBeNull();
    expect(closeupLayout({ availableWidth: 600, image: { width: 0, height: 10 } }).image).toBeNull();
    expect(closeupLayout({ availableWidth: Number.NaN, image: tall })).toMatchObject({ mode: 'compact', width: 0, image: null });
  });

  test.prop([
    fc.double({ min: -10, max: 5000, noNaN: true }),
    fc.integer({ min: 1, max: 8000 }),
    fc.integer({ min: 1, max: 8000 }),
    fc.boolean(),
  ])('the layout fits the space, the panes fill it, the image keeps its ratio within its pane and cap', (availableWidth, w, h, editing) => {
    const layout = closeupLayout({ availableWidth, image: { width: w, height: h }, editing });
    expect(layout.width).toBeLessThanOrEqual(Math.max(0, availableWidth));
    expect(layout.width).toBeLessThanOrEqual(CLOSEUP_MAX_WIDTH);
    if (layout.mode === 'double') expect(layout.imagePaneWidth + layout.detailsPaneWidth).toBe(layout.width);
    if (layout.image !== null) {
      expect(layout.image.width).toBeLessThanOrEqual(layout.imagePaneWidth);
      const cap = editing ? PIN_IMAGE_MAX_HEIGHT_EDITING : layout.mode === 'double' ? Number.POSITIVE_INFINITY : PIN_IMAGE_MAX_HEIGHT;
      expect(layout.image.height).toBeLessThanOrEqual(cap);
      // ratio kept up to rounding of both sides
      expect(Math.abs(layout.image.width * h - layout.image.height * w)).toBeLessThanOrEqual((w + h) / 2 + 1);
    }
  });
});
