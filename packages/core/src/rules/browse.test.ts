import { describe, expect, it } from 'vitest';
import { SEARCH_SCOPES } from '../constants.js';
import type { Board } from '../entities.js';
import { fc, test } from '../testing/property.js';
import { canViewBoard } from './board.js';
import {
  BROWSE_PAGE_SIZE,
  boardForSlug,
  isBoardListed,
  type ListPage,
  matchesSearchWords,
  pageAt,
  pageSizeOf,
  SEARCH_MAX_WORDS,
  searchResultKind,
  searchWords,
} from './browse.js';

const bookmarkAt = (offset: number) => `b${offset}`;

const board = (id: string, slug: string, privacy: Board['privacy'], owner = 'u1', collaborators: string[] = []): Board => ({
  id,
  name: slug,
  slug,
  privacy,
  owner: { id: owner, username: 'ann' },
  collaborating_users: collaborators.map((c) => ({ id: c })),
});

describe('list paging (wire protocol "Reads the web app needs")', () => {
  it('page_size defaults to 25', () => {
    expect(pageSizeOf({})).toBe(BROWSE_PAGE_SIZE);
    expect(BROWSE_PAGE_SIZE).toBe(25);
    expect(pageSizeOf({ page_size: 3 })).toBe(3);
  });

  it('a page has a bookmark only when an item follows it (absent on the last page)', () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageAt(items, 0, 2, bookmarkAt)).toEqual({ items: [1, 2], bookmark: 'b2' });
    expect(pageAt(items, 2, 2, bookmarkAt)).toEqual({ items: [3, 4], bookmark: 'b4' });
    expect(pageAt(items, 4, 2, bookmarkAt)).toEqual({ items: [5], bookmark: null });
    expect(pageAt(items, 3, 2, bookmarkAt)).toEqual({ items: [4, 5], bookmark: null });
    expect(pageAt(items, 9, 2, bookmarkAt)).toEqual({ items: [], bookmark: null });
  });

  test.prop([fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: 1, max: 100 })])(
    'following bookmarks from the first page yields every item once, in order',
    (items, size) => {
      const seen: number[] = [];
      let offset: number | null = 0;
      for (let guard = 0; offset !== null && guard <= items.length + 1; guard++) {
        const page: ListPage<number> = pageAt(items, offset, size, (next) => String(next));
        expect(page.items.length).toBeLessThanOrEqual(size);
        seen.push(...page.items);
        offset = page.bookmark === null ? null : Number(page.bookmark);
      }
      expect(seen).toEqual(items);
    },
  );
});

describe('list visibility (S0 §6)', () => {
  it('lists show public boards to all; secret and protected only to members', () => {
    expect(isBoardListed(board('1', 'a', 'public'), null)).toBe(true);
    expect(isBoardListed(board('1', 'a', 'secret'), 'u2')).toBe(false);
    expect(isBoardListed(board('1', 'a', 'protected'), 'u2')).toBe(false);
    expect(isBoardListed(board('1', 'a', 'secret'), 'u1')).toBe(true);
    expect(isBoardListed(board('1', 'a', 'protected', 'u1', ['u3']), 'u3')).toBe(true);
  });
});

describe('search words (S1 §3, wire protocol SearchResource)', () => {
  it('lower-cases, splits on white space and keeps at most 8 words', () => {
    expect(searchWords('  Lamp  KITCHEN\tbrass ')).toEqual(['lamp', 'kitchen', 'brass']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(SEARCH_MAX_WORDS);
  });

  it('every word must occur somewhere in the texts, case-insensitively', () => {
    expect(matchesSearchWords(['Brass lamp', null, 'Kitchen'], ['lamp', 'kitch'])).toBe(true);
    expect(matchesSearchWords(['Brass lamp', 'Kitchen'], ['lamp', 'garden'])).toBe(false);
    expect(matchesSearchWords([undefined], [])).toBe(true);
  });

  test.prop([fc.array(fc.string(), { maxLength: 3 }), fc.string()])('a text always matches its own words', (texts, extra) => {
    expect(matchesSearchWords([...texts, extra], searchWords([...texts, extra].join(' ')))).toBe(true);
  });

  it('boards for `boards`, users for `users`, Pins for every other scope and none', () => {
    expect(searchResultKind('boards')).toBe('boards');
    expect(searchResultKind('users')).toBe('users');
    expect(searchResultKind(undefined)).toBe('pins');
    for (const scope of SEARCH_SCOPES.filter((s) => s !== 'boards' && s !== 'users')) expect(searchResultKind(scope)).toBe('pins');
  });
});

describe('boardForSlug (wire protocol BoardResource get { username, slug })', () => {
  it('finds the board with the slug, case-insensitively; the first of two with the same slug', () => {
    const boards = [board('1', 'kitchen', 'public'), board('2', 'garden', 'public'), board('3', 'kitchen', 'public')];
    expect(boardForSlug(boards, 'Kitchen', null)?.id).toBe('1');
    expect(boardForSlug(boards, 'garden', null)?.id).toBe('2');
    expect(boardForSlug(boards, 'attic', null)).toBeUndefined();
  });

  it('S0 §6: a secret board is skipped for a non-member, so it answers as a missing one', () => {
    const boards = [board('1', 'plans', 'secret'), board('2', 'plans', 'public')];
    expect(boardForSlug(boards, 'plans', 'u9')?.id).toBe('2');
    expect(boardForSlug(boards, 'plans', 'u1')?.id).toBe('1');
    expect(boardForSlug([board('1', 'plans', 'secret')], 'plans', null)).toBeUndefined();
  });

  test.prop([
    fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.constantFrom('public', 'secret', 'protected' as const)), { maxLength: 6 }),
    fc.constantFrom(null, 'u1', 'u2'),
  ])('whatever it returns has the slug and is visible to the viewer', (rows, viewer) => {
    const boards = rows.map(([slug, privacy], i) => board(String(i), slug, privacy));
    const found = boardForSlug(boards, 'a', viewer);
    if (found !== undefined) {
      expect(found.slug).toBe('a');
      expect(canViewBoard(found, viewer)).toBe(true);
    } else {
      expect(boards.some((b) => b.slug === 'a' && canViewBoard(b, viewer))).toBe(false);
    }
  });
});
