import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import type { Board } from '../entities.js';
import {
  BOARD_PLACEHOLDER_COLOURS,
  boardCoverFields,
  boardCoverUrl,
  boardPlaceholderColour,
  boardPlaceholderCover,
  isBoardPlaceholderCover,
} from './board-cover.js';
import { pickerBoards } from './picker.js';

const VIEWER = 'u1';

describe('board covers (S0 §3 image_cover_url; S0 §6 "boards that have cover images")', () => {
  it('S0 §6: a board with no image Pin gets a placeholder cover, so the picker lists it', () => {
    const empty: Board = { id: '10042', name: 'Just made', owner: { id: VIEWER }, ...boardCoverFields('10042', null) };
    expect(empty.image_cover_url).toMatch(/^data:image\/svg\+xml,/);
    expect(pickerBoards([empty], VIEWER).map((b) => b.id)).toEqual(['10042']);
    // the rule is unchanged: without the cover fields the board would be left out
    expect(pickerBoards([{ id: '10042', name: 'Just made', owner: { id: VIEWER }, image_cover_url: null }], VIEWER)).toEqual([]);
  });

  it("S0 §3: a board with an image Pin shows that Pin's image; a blank one counts as none", () => {
    expect(boardCoverUrl('7', '/media/a.png')).toBe('/media/a.png');
    expect(boardCoverUrl('7', '  ')).toBe(boardPlaceholderCover('7'));
    expect(boardCoverUrl('7', undefined)).toBe(boardPlaceholderCover('7'));
    expect(boardCoverFields('7', '/media/a.png')).toEqual({
      image_cover_url: '/media/a.png',
      cover_images: { '222x': { url: '/media/a.png' } },
      images: { '170x': [{ url: '/media/a.png' }] },
    });
    // 170x lists Pin images: a placeholder is not one
    expect(boardCoverFields('7', null).images['170x']).toEqual([]);
  });

  it('the placeholder is a flat colour of the palette, the same for one id on every call', () => {
    expect(BOARD_PLACEHOLDER_COLOURS).toContain(boardPlaceholderColour('10042'));
    expect(boardPlaceholderCover('10042')).toBe(boardPlaceholderCover('10042'));
    expect(decodeURIComponent(boardPlaceholderCover('10042'))).toContain(`fill='${boardPlaceholderColour('10042')}'`);
    // consecutive ids spread over more than one colour
    const colours = new Set(Array.from({ length: 16 }, (_, i) => boardPlaceholderColour(String(10000 + i))));
    expect(colours.size).toBeGreaterThan(3);
  });

  test.prop([fc.string()])('property: the placeholder is one token with no raw <, >, # or space, recognised as a placeholder', (id) => {
    const url = boardPlaceholderCover(id);
    expect(url).toMatch(/^data:image\/svg\+xml,\S+$/);
    expect(url).not.toMatch(/[<>#\s]/);
    expect(isBoardPlaceholderCover(url)).toBe(true);
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: null })])(
    'S0 §6 property: every board has a non-blank cover, the Pin image whenever there is one',
    (id, pinCover) => {
      const fields = boardCoverFields(id, pinCover);
      expect(fields.image_cover_url.trim()).not.toBe('');
      expect(fields.cover_images['222x'].url).toBe(fields.image_cover_url);
      if (pinCover !== null && pinCover.trim() !== '') expect(fields.image_cover_url).toBe(pinCover);
      const board: Board = { id, name: 'Any', owner: { id: VIEWER }, ...fields };
      expect(pickerBoards([board], VIEWER)).toHaveLength(1);
    },
  );

  it('a Pin image is never mistaken for a placeholder', () => {
    expect(isBoardPlaceholderCover('https://img.example/a.jpg')).toBe(false);
    expect(isBoardPlaceholderCover(null)).toBe(false);
  });
});
