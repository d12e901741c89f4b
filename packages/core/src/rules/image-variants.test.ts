import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import type { PinImage, PinImages } from '../entities.js';
import {
  chooseImageVariant,
  firstScreenCards,
  imageSizesAttribute,
  imageSources,
  imageVariants,
  masonryColumns,
  placeMasonry,
  PIN_GRID_COLUMNS,
  LEAD_CARDS,
  leadImageIndex,
  PHONE_GRID_IMAGE_SIZES,
  PIN_GRID_PAGE_GUTTER,
} from './image-variants.js';
import { pinCoverUrl } from './board-cover.js';

const v = (name: string, width: number, height: number, webp = true): PinImage => ({
  url: `/media/a.${name}.jpg`,
  width,
  height,
  ...(webp ? { webpUrl: `/media/a.${name}.webp` } : {}),
});

/** A 4032×3024 photo as the server stores it (orig capped at 2048). */
const PHOTO: PinImages = {
  '236x': v('236x', 236, 177),
  '474x': v('474x', 474, 356),
  '736x': v('736x', 736, 552),
  orig: v('orig', 2048, 1536),
};

describe('issue 24 §3: which variant a slot loads', () => {
  it('S0 §3 sizes: narrowest first, one per width; an image stored before the pipeline has one', () => {
    expect(imageVariants(PHOTO).map((i) => i.width)).toEqual([236, 474, 736, 2048]);
    const old = { url: '/media/x.png', width: 240, height: 300 };
    expect(imageVariants({ '236x': old, orig: old })).toEqual([old]);
    expect(imageVariants(undefined)).toEqual([]);
    expect(imageVariants({ orig: { url: 'https://x.example/a.jpg', width: 0, height: 0 } })).toEqual([]);
  });

  it.each([
    [236, 1, 236],
    [236, 2, 474],
    [183, 1, 236],
    [183, 3, 736],
    [236, 3, 736],
    [508, 2, 2048],
    [1016, 3, 2048],
  ])('a %d px slot at density %d loads the %dw variant', (slot, density, width) => {
    expect(chooseImageVariant(PHOTO, slot, density)?.width).toBe(width);
  });

  it('§4: sizes ask a 3× phone for about 2 device px per CSS px (a 183 px column takes 474w, not 736w)', () => {
    expect(imageSizesAttribute(183)).toBe('(min-resolution: 3.01dppx) 92px, (min-resolution: 2.01dppx) 122px, 183px');
    // what the browser then needs at 3× and at 2.625× (Pixel 7): the 474w variant
    expect(chooseImageVariant(PHOTO, 122, 3)?.width).toBe(474);
    expect(chooseImageVariant(PHOTO, 122, 2.625)?.width).toBe(474);
    expect(chooseImageVariant(PHOTO, 183, 2)?.width).toBe(474);
    expect(chooseImageVariant(PHOTO, 236, 1)?.width).toBe(236);
  });

  it('srcset lists every variant with its width; WebP only when every variant has one', () => {
    expect(imageSources(PHOTO)).toEqual({
      src: '/media/a.236x.jpg',
      srcSet: '/media/a.236x.jpg 236w, /media/a.474x.jpg 474w, /media/a.736x.jpg 736w, /media/a.orig.jpg 2048w',
      webpSrcSet: '/media/a.236x.webp 236w, /media/a.474x.webp 474w, /media/a.736x.webp 736w, /media/a.orig.webp 2048w',
      width: 2048,
      height: 1536,
    });
    expect(imageSources({ '236x': v('236x', 236, 300, false), orig: v('orig', 800, 1017) })?.webpSrcSet).toBeUndefined();
    expect(imageSources(undefined)).toBeUndefined();
  });

  it('a board cover is the Pin’s 236x variant, else its image', () => {
    expect(pinCoverUrl({ imageUrl: '/media/a.orig.jpg', images: PHOTO })).toBe('/media/a.236x.jpg');
    expect(pinCoverUrl({ imageUrl: '/media/old.png' })).toBe('/media/old.png');
  });

  const variantsArb = fc
    .uniqueArray(fc.integer({ min: 1, max: 4000 }), { minLength: 1, maxLength: 4 })
    .map((widths) => widths.map((width, i) => v(`w${i}`, width, width)));
  const toImages = (list: readonly PinImage[]): PinImages => ({ '236x': list[0], '474x': list[1], '736x': list[2], orig: list[3] });

  test.prop([variantsArb, fc.integer({ min: 1, max: 3000 }), fc.constantFrom(1, 1.5, 1.75, 2, 3)])(
    'property: the choice covers the slot’s device pixels with the narrowest variant that does, or is the widest there is',
    (list, slot, density) => {
      const images = toImages(list);
      const chosen = chooseImageVariant(images, slot, density);
      const widths = imageVariants(images).map((i) => i.width);
      expect(chosen).toBeDefined();
      const needed = slot * density;
      const covering = widths.filter((w) => w >= needed);
      expect(chosen?.width).toBe(covering.length > 0 ? Math.min(...covering) : Math.max(...widths));
    },
  );
});

describe('issue 24 §3: the masonry', () => {
  it('columns of at least 236 px with 16 px gaps; a phone gets two with 8 px gaps', () => {
    expect(masonryColumns(1240)).toEqual({ columns: 4, columnWidth: 298, gap: 16 });
    expect(masonryColumns(1244)).toEqual({ columns: 5, columnWidth: 236, gap: 16 });
    expect(masonryColumns(1248)).toEqual({ columns: 5, columnWidth: 236, gap: 16 });
    expect(masonryColumns(374)).toEqual({ columns: 2, columnWidth: 183, gap: 8 });
    expect(masonryColumns(0).columns).toBe(PIN_GRID_COLUMNS.minColumns);
  });

  it('each card goes under the shortest column, ties to the left', () => {
    const { positions, height } = placeMasonry([300, 100, 200, 50, 80], { columns: 2, columnWidth: 100, gap: 10 });
    expect(positions).toEqual([
      { column: 0, x: 0, y: 0 },
      { column: 1, x: 110, y: 0 },
      { column: 1, x: 110, y: 110 },
      { column: 0, x: 0, y: 310 },
      { column: 1, x: 110, y: 320 },
    ]);
    expect(height).toBe(400);
  });

  it('the first screen loads at once, its largest image first', () => {
    const positions = [
      { column: 0, x: 0, y: 0 },
      { column: 1, x: 110, y: 0 },
      { column: 1, x: 110, y: 500 },
      { column: 0, x: 0, y: 900 },
    ];
    expect(firstScreenCards(positions, [100, 300, 500, 900], 844)).toEqual({ eager: [true, true, true, false], priority: 2 });
    expect(firstScreenCards([], [], 844)).toEqual({ eager: [], priority: -1 });
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 900 }), { maxLength: 60 }), fc.integer({ min: 1, max: 6 })])(
    'property: cards never overlap in a column, each column is packed from the top, and the grid is as tall as its tallest column',
    (heights, columns) => {
      const gap = 8;
      const { positions, height } = placeMasonry(heights, { columns, columnWidth: 100, gap });
      const bottoms = new Array<number>(columns).fill(0);
      positions.forEach((position, i) => {
        expect(position.y).toBe(bottoms[position.column]);
        expect(position.x).toBe(position.column * 108);
        bottoms[position.column] = (bottoms[position.column] ?? 0) + (heights[i] ?? 0) + gap;
        // the shortest column took it
        expect(position.y).toBeLessThanOrEqual(Math.min(...bottoms.map((b, c) => (c === position.column ? position.y : b))));
      });
      expect(height).toBe(heights.length === 0 ? 0 : Math.max(...bottoms) - gap);
    },
  );
});

describe('PHONE_GRID_IMAGE_SIZES (issue 24 §4: the preload the page names picks what the grid picks)', () => {
  test.prop([fc.integer({ min: 280, max: 551 })])(
    'on a phone each density is asked the slot imageSizesAttribute asks, within a pixel',
    (viewport) => {
      const asked = imageSizesAttribute(masonryColumns(viewport - 2 * PIN_GRID_PAGE_GUTTER).columnWidth)
        .split(', ')
        .map((part) => Number(/(\d+)px$/.exec(part)?.[1]));
      const named = PHONE_GRID_IMAGE_SIZES.sizes.split(', ').map((part) => {
        const [, vw, px] = /calc\(([\d.]+)vw - ([\d.]+)px\)/.exec(part) ?? [];
        return (Number(vw) * viewport) / 100 - Number(px);
      });
      expect(named).toHaveLength(3);
      for (const [i, width] of named.entries()) expect(Math.abs(width - (asked[i] ?? Number.NaN))).toBeLessThanOrEqual(1);
    },
  );

  it('holds below the width where the grid gets wider gaps', () => {
    expect(PHONE_GRID_IMAGE_SIZES.media).toBe('(max-width: 551px)');
    expect(masonryColumns(551 - 2 * PIN_GRID_PAGE_GUTTER).gap).toBe(8);
    expect(masonryColumns(552 - 2 * PIN_GRID_PAGE_GUTTER).gap).toBe(16);
  });
});

describe("leadImageIndex (issue 24 §4: the top row's taller image leads)", () => {
  const sized = (width: number, height: number): PinImages => ({ '236x': { url: `/m/${width}x${height}.jpg`, width, height } });
  it('is the taller for its width of the first two; -1 when neither has a size', () => {
    expect(leadImageIndex([sized(236, 300), sized(236, 400), sized(236, 900)])).toBe(1);
    expect(leadImageIndex([sized(236, 500), sized(474, 500)])).toBe(0);
    expect(leadImageIndex([undefined, sized(236, 100)])).toBe(1);
    expect(leadImageIndex([undefined, undefined])).toBe(-1);
    expect(leadImageIndex([])).toBe(-1);
  });
  test.prop([fc.array(fc.option(fc.tuple(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 })), { nil: undefined }))])(
    'no image of the top row is taller than the lead',
    (shapes) => {
      const images = shapes.map((shape) => (shape === undefined ? undefined : sized(shape[0], shape[1])));
      const lead = leadImageIndex(images);
      const top = shapes.slice(0, LEAD_CARDS).map((shape) => (shape === undefined ? 0 : shape[1] / shape[0]));
      if (lead === -1) expect(top.every((shape) => shape === 0)).toBe(true);
      else for (const shape of top) expect(shape).toBeLessThanOrEqual(top[lead] ?? 0);
    },
  );
});
