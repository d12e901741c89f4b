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
  matchesPeopleSearch,
  matchesPeopleTypeahead,
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

describe('people search and typeahead match names, never e-mail (S1 §3 users scope, §7 typeahead)', () => {
  const ann = { username: 'ann_k', full_name: 'Ann Kowalski' };
  // What a backend holds beside the searchable fields: the e-mail must never be matched.
  const annWithEmail = { ...ann, email: 'zq.secret@mail.example' };

  it('S1 §3: every word in the username or the name; an e-mail or a part of it finds nobody', () => {
    expect(matchesPeopleSearch(ann, searchWords('kowal ANN'))).toBe(true);
    expect(matchesPeopleSearch(ann, searchWords('ann_k'))).toBe(true);
    expect(matchesPeopleSearch(annWithEmail, searchWords('zq.secret'))).toBe(false);
    expect(matchesPeopleSearch(annWithEmail, searchWords('zq.secret@mail.example'))).toBe(false);
  });

  it('S1 §3: a query without words lists nobody (no listing of every account)', () => {
    expect(matchesPeopleSearch(ann, searchWords(''))).toBe(false);
    expect(matchesPeopleSearch(ann, searchWords('  \t '))).toBe(false);
  });

  it('S1 §7: the trimmed term anywhere in the username or the name; blank or an e-mail prefix finds nobody', () => {
    expect(matchesPeopleTypeahead(ann, ' kow ')).toBe(true);
    expect(matchesPeopleTypeahead(ann, 'N_K')).toBe(true);
    expect(matchesPeopleTypeahead({ username: 'solo' }, 'sol')).toBe(true);
    expect(matchesPeopleTypeahead(ann, '')).toBe(false);
    expect(matchesPeopleTypeahead(ann, '   ')).toBe(false);
    expect(matchesPeopleTypeahead(annWithEmail, 'zq')).toBe(false);
    expect(matchesPeopleTypeahead(annWithEmail, 'zq.secret@')).toBe(false);
  });

  const person = fc.record({ username: fc.string({ minLength: 1, maxLength: 12 }), full_name: fc.string({ maxLength: 20 }) });

  test.prop([person, fc.emailAddress(), fc.nat(), fc.nat()])(
    'S1 §3/§7: a piece of the e-mail matches only when the username or the name holds it too',
    (who, email, from, length) => {
      const piece = email.slice(from % email.length, (from % email.length) + 1 + (length % email.length));
      const inNames = [who.username, who.full_name].some((text) => text.toLowerCase().includes(piece.trim().toLowerCase()));
      expect(matchesPeopleTypeahead({ ...who, email } as typeof who, piece)).toBe(piece.trim() !== '' && inNames);
      expect(matchesPeopleSearch({ ...who, email } as typeof who, searchWords(piece))).toBe(
        matchesSearchWords([who.username, who.full_name], searchWords(piece)) && searchWords(piece).length > 0,
      );
    },
  );

  test.prop([person])('S1 §3: nobody matches a query without words; everybody matches a word of their username', (who) => {
    expect(matchesPeopleSearch(who, [])).toBe(false);
    const word = searchWords(who.username)[0];
    if (word !== undefined) expect(matchesPeopleSearch(who, [word])).toBe(true);
  });

  test.prop([person, fc.nat(), fc.nat()])('S1 §7: every non-blank piece of the username finds its person', (who, from, length) => {
    const start = from % who.username.length;
    const piece = who.username.slice(start, start + 1 + (length % who.username.length));
    expect(matchesPeopleTypeahead(who, piece)).toBe(piece.trim() !== '');
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
