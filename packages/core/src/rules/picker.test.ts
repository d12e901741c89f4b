import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { BOARD_FILTER_MIN_QUERY, FLAT_PICKER_MAX_BOARDS } from '../constants.js';
import type { Board } from '../entities.js';
import {
  boardNameStartsWithDigit,
  boardPickerRequestOptions,
  compareBoardsForPicker,
  compareCodePoints,
  compareDisplayNames,
  filterBoards,
  filterByName,
  filterSections,
  isPickerCandidate,
  pickerBoards,
  pickerFilterNeedle,
  pickerLayout,
  sectionDisplayName,
  shortlistBoards,
} from './picker.js';

const VIEWER = 'u1';
const cover = 'https://img.example/c.jpg';
const board = (id: string, name: string, extra: Partial<Board> = {}): Board => ({
  id,
  name,
  owner: { id: VIEWER },
  image_cover_url: cover,
  ...extra,
});
const names = (boards: readonly Board[]) => boards.map((b) => b.name);

const nameArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('Travel', 'travel', 'TRAVEL', '2024 goals', '10 recipes', ' zebra', 'Éclair', '😀 fun', '٣ arabic'),
  // names mixing the units where code-unit and code-point order disagree (E000–FFFF vs surrogates)
  fc.array(fc.constantFrom('a', 'B', '\uffee', '\ue000', '😀', '\ud800', '\udc00', '1', ' '), { maxLength: 4 }).map((cs) => cs.join('')),
);
const boardArb: fc.Arbitrary<Board> = fc.record(
  {
    id: fc.uuid(),
    name: nameArb,
    privacy: fc.constantFrom('public', 'secret', 'protected'),
    owner: fc.record({ id: fc.constantFrom(VIEWER, 'u2', '') }),
    image_cover_url: fc.option(fc.constantFrom('', cover), { nil: undefined }),
    cover_images: fc.option(
      fc.oneof(
        fc.array(fc.record({ url: fc.constantFrom('', cover) }), { maxLength: 2 }),
        fc.dictionary(fc.constantFrom('170x', '236x'), fc.record({ url: fc.constantFrom('', cover) })),
        fc.constant(null),
      ),
      { nil: undefined },
    ),
    collaborated_by_me: fc.boolean(),
    collaborating_users: fc.array(fc.record({ id: fc.constantFrom(VIEWER, 'u3') }), { maxLength: 2 }),
    archived_by_me_at: fc.option(fc.constantFrom('', '2024-01-01T00:00:00Z'), { nil: undefined }),
  },
  { requiredKeys: ['id', 'name'] },
);

describe('pickerBoards', () => {
  it('S0 §6: lists owned boards and boards collaborated on (flag or collaborating_users)', () => {
    const boards = [
      board('1', 'Mine'),
      board('2', 'Flagged', { owner: { id: 'u2' }, collaborated_by_me: true }),
      board('3', 'Listed', { owner: { id: 'u2' }, collaborating_users: [{ id: 'u9' }, { id: VIEWER }] }),
      board('4', 'Not mine', { owner: { id: 'u2' } }),
    ];
    expect(names(pickerBoards(boards, VIEWER))).toEqual(['Flagged', 'Listed', 'Mine']);
  });

  it('S0 §6: leaves out boards archived by the viewer and boards without a cover image', () => {
    const boards = [
      board('1', 'Archived', { archived_by_me_at: '2024-05-01T00:00:00Z' }),
      board('2', 'No cover', { image_cover_url: null }),
      board('3', 'Blank cover', { image_cover_url: '  ', cover_images: [] }),
      board('4', 'Cover list', { image_cover_url: null, cover_images: [{ url: cover }] }),
      board('5', 'Cover map', { image_cover_url: '', cover_images: { '170x': { url: cover } } }),
      board('6', 'Empty cover urls', { image_cover_url: '', cover_images: [{ url: '' }] }),
      board('7', 'Archive cleared', { archived_by_me_at: null }),
    ];
    expect(names(pickerBoards(boards, VIEWER))).toEqual(['Archive cleared', 'Cover list', 'Cover map']);
  });

  it('S0 §6: sorts by name case-insensitively, ties keep input order', () => {
    const boards = [board('1', 'banana'), board('2', 'Apple'), board('3', 'apple'), board('4', 'Cherry')];
    expect(pickerBoards(boards, VIEWER).map((b) => b.id)).toEqual(['2', '3', '1', '4']);
  });

  it('S0 §5: names starting with a digit come after all others (leading spaces ignored)', () => {
    const boards = [
      board('1', '2024 goals'),
      board('2', 'zebra'),
      board('3', ' 10 recipes'),
      board('4', 'Art'),
      board('5', '٣ Arabic-Indic'),
    ];
    expect(names(pickerBoards(boards, VIEWER))).toEqual(['Art', 'zebra', ' 10 recipes', '2024 goals', '٣ Arabic-Indic']);
  });

  it('S0 §6: the order is code-point order, so accented and emoji names sort after z', () => {
    const boards = [board('1', 'éclair'), board('2', '😀 fun'), board('3', 'zoo'), board('4', '\uffee halfwidth')];
    expect(names(pickerBoards(boards, VIEWER))).toEqual(['zoo', 'éclair', '\uffee halfwidth', '😀 fun']);
  });

  it('S0 §6: an empty viewer id matches no owner (only the viewer-relative flag counts)', () => {
    const boards = [board('1', 'A', { owner: { id: '' } }), board('2', 'B', { owner: { id: '' }, collaborated_by_me: true })];
    expect(names(pickerBoards(boards, ''))).toEqual(['B']);
  });

  test.prop([fc.array(boardArb, { maxLength: 30 }), fc.constantFrom(VIEWER, 'u2', '')])(
    'S0 §6 property: output ⊆ input, each board eligible, sorted, and every eligible board kept',
    (boards, viewerId) => {
      const out = pickerBoards(boards, viewerId);
      for (const b of out) expect(boards).toContain(b);
      for (let i = 1; i < out.length; i++) {
        const prev = out[i - 1];
        const cur = out[i];
        if (prev && cur) expect(compareBoardsForPicker(prev, cur)).toBeLessThanOrEqual(0);
      }
      const eligible = boards.filter(
        (b) =>
          (b.collaborated_by_me === true ||
            (viewerId !== '' && (b.owner?.id === viewerId || (b.collaborating_users ?? []).some((u) => u.id === viewerId)))) &&
          !b.archived_by_me_at &&
          ((b.image_cover_url ?? '').trim() !== '' ||
            Object.values(b.cover_images ?? {}).some((c: { url: string }) => c.url.trim() !== '')),
      );
      expect(out.length).toBe(eligible.length);
    },
  );

  // Names from any UTF-16 units (lone surrogates, E000–FFFF, digits of other scripts), many per first
  // unit, so the bucketed sort is checked against a plain stable sort where their orders could differ.
  test.prop([
    fc.array(
      fc.tuple(
        fc.constantFrom('', 'a', 'A', '9', '\u0663', '\ud83d', '\ue000', '\uffee', ' ', '\u00e9'),
        fc.string({ unit: 'binary', maxLength: 4 }),
      ),
      { maxLength: 60 },
    ),
  ])('S0 §6 property: the same order as a plain stable sort by compareBoardsForPicker', (parts) => {
    const boards = parts.map(([head, tail], i) => board(String(i), head + tail));
    const reference = [...boards].sort(compareBoardsForPicker);
    expect(pickerBoards(boards, VIEWER).map((b) => b.id)).toEqual(reference.map((b) => b.id));
  });

  test.prop([fc.array(boardArb, { maxLength: 20 })])('S0 §6 property: deterministic and idempotent', (boards) => {
    const once = pickerBoards(boards, VIEWER);
    expect(pickerBoards(boards, VIEWER)).toEqual(once);
    expect(pickerBoards(once, VIEWER)).toEqual(once);
  });
});

describe('isPickerCandidate', () => {
  it("S0 §6: the viewer's own and collaborated boards, not those archived by the viewer", () => {
    expect(isPickerCandidate(board('1', 'Mine'), VIEWER)).toBe(true);
    expect(isPickerCandidate(board('2', 'Shared', { owner: { id: 'u2' }, collaborating_users: [{ id: VIEWER }] }), VIEWER)).toBe(true);
    expect(isPickerCandidate(board('3', 'Theirs', { owner: { id: 'u2' } }), VIEWER)).toBe(false);
    expect(isPickerCandidate(board('4', 'Archived', { archived_by_me_at: '2024-05-01T00:00:00Z' }), VIEWER)).toBe(false);
  });

  it("S0 §6: in an advertiser context, only that advertiser's boards", () => {
    const acme = { ...board('1', 'Acme launch'), advertiser_id: 'a1' };
    expect(isPickerCandidate(acme, VIEWER, { advertiserId: 'a1' })).toBe(true);
    expect(isPickerCandidate(acme, VIEWER, { advertiserId: 'a2' })).toBe(false);
    expect(isPickerCandidate(board('2', 'Own'), VIEWER, { advertiserId: 'a1' })).toBe(false);
    expect(isPickerCandidate(acme, VIEWER, {})).toBe(true);
  });

  it("S0 §3: filter 'protected' (sent with advertiser_id) keeps only protected boards; other values filter nothing", () => {
    const locked = board('1', 'Locked', { privacy: 'protected' });
    const open = board('2', 'Open', { privacy: 'public' });
    expect(isPickerCandidate(locked, VIEWER, { filter: 'protected' })).toBe(true);
    expect(isPickerCandidate(open, VIEWER, { filter: 'protected' })).toBe(false);
    expect(isPickerCandidate(open, VIEWER, { filter: 'other' })).toBe(true);
  });

  test.prop([fc.array(boardArb, { maxLength: 20 }), fc.constantFrom(VIEWER, 'u2', '')])(
    'S0 §6 property: pickerBoards lists exactly the candidates with a cover',
    (boards, viewerId) => {
      const listed = new Set(pickerBoards(boards, viewerId));
      for (const b of boards) if (!isPickerCandidate(b, viewerId)) expect(listed.has(b)).toBe(false);
      for (const b of listed) expect(isPickerCandidate(b, viewerId)).toBe(true);
    },
  );
});

describe('shortlistBoards', () => {
  const boards = [board('a', 'Art'), board('b', 'Bikes'), board('c', 'Cooking'), board('d', 'Deserts')];
  const ids = (list: readonly Board[]) => list.map((b) => b.id);

  it("S0 §2/§3: 'Top choices' are the boards most recently saved to, newest first, shortlist_suggestions (2) of them", () => {
    const saved = new Map([
      ['a', 10],
      ['c', 30],
      ['d', 20],
    ]);
    expect(ids(shortlistBoards(boards, saved))).toEqual(['c', 'd']);
    expect(ids(shortlistBoards(boards, saved, 3))).toEqual(['c', 'd', 'a']);
  });

  it('S0 §3: a board never saved to is not a choice; none saved, no shortlist; size 0 or less, none', () => {
    expect(ids(shortlistBoards(boards, new Map([['b', 1]]), 2))).toEqual(['b']);
    expect(shortlistBoards(boards, new Map())).toEqual([]);
    expect(shortlistBoards(boards, new Map([['a', 1]]), 0)).toEqual([]);
    expect(shortlistBoards(boards, new Map([['a', 1]]), -1)).toEqual([]);
  });

  it('S0 §3: only boards of the list count (a save to a board the picker does not list is no choice); ties keep list order', () => {
    const saved = new Map([
      ['gone', 99],
      ['d', 5],
      ['b', 5],
    ]);
    expect(ids(shortlistBoards(boards, saved, 5))).toEqual(['b', 'd']);
  });

  test.prop([
    fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'x'), fc.nat({ max: 50 })),
    fc.integer({ min: -1, max: 8 }),
  ])('S0 §3 property: a prefix of the saved boards by time, each at least as recent as any left out', (listIds, times, size) => {
    const list = listIds.map((id) => board(id, id));
    const saved = new Map(Object.entries(times));
    const out = shortlistBoards(list, saved, size);
    expect(out.length).toBe(Math.min(Math.max(0, size), list.filter((b) => saved.has(b.id)).length));
    for (const b of out) expect(saved.has(b.id) && list.includes(b)).toBe(true);
    for (let i = 1; i < out.length; i++)
      expect(saved.get(out[i - 1]?.id ?? '') ?? 0).toBeGreaterThanOrEqual(saved.get(out[i]?.id ?? '') ?? 0);
    const lowest = Math.min(...out.map((b) => saved.get(b.id) ?? 0));
    for (const b of list) if (saved.has(b.id) && !out.includes(b)) expect(saved.get(b.id) ?? 0).toBeLessThanOrEqual(lowest);
  });
});

describe('compareCodePoints / compareDisplayNames', () => {
  test.prop([fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })])(
    'S0 §6 property: agrees with comparing the arrays of code points',
    (a, b) => {
      const pa = [...a].map((c) => c.codePointAt(0) ?? 0);
      const pb = [...b].map((c) => c.codePointAt(0) ?? 0);
      let expected = 0;
      for (let i = 0; i < Math.min(pa.length, pb.length) && expected === 0; i++) expected = (pa[i] ?? 0) - (pb[i] ?? 0);
      if (expected === 0) expected = pa.length - pb.length;
      expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(expected));
    },
  );

  it('S0 §6: case-insensitive and trimmed', () => {
    expect(compareDisplayNames('  Apple', 'apple ')).toBe(0);
    expect(compareDisplayNames('apple', 'Banana')).toBeLessThan(0);
  });

  it('S0 §5: digit detection uses the trimmed name and any decimal digit', () => {
    expect(boardNameStartsWithDigit(' 7 days')).toBe(true);
    expect(boardNameStartsWithDigit('٣ days')).toBe(true);
    expect(boardNameStartsWithDigit('Days 7')).toBe(false);
    expect(boardNameStartsWithDigit('')).toBe(false);
  });
});

describe('filterBoards', () => {
  const boards = [board('1', 'Summer Travel'), board('2', 'Recipes'), board('3', 'travel tips'), board('4', 'Über Städte')];

  it('S0 §5: case-insensitive substring match on the name, order kept', () => {
    expect(names(filterBoards(boards, 'TRAVEL'))).toEqual(['Summer Travel', 'travel tips']);
    expect(names(filterBoards(boards, 'über'))).toEqual(['Über Städte']);
    expect(filterBoards(boards, 'nothing')).toEqual([]);
  });

  it('S0 §5: the query is trimmed before matching', () => {
    expect(names(filterBoards(boards, '  tips  '))).toEqual(['travel tips']);
  });

  it(`S0 §5: a trimmed query shorter than BOARD_FILTER_MIN_QUERY (${BOARD_FILTER_MIN_QUERY}) returns the boards unchanged`, () => {
    for (const q of ['', '   ', '\t\n']) {
      const out = filterBoards(boards, q);
      expect(out).toEqual(boards);
      out.forEach((b, i) => {
        expect(b).toBe(boards[i]);
      });
      expect(out).not.toBe(boards);
    }
  });

  it('S0 §5: a one-character query already filters (threshold 1)', () => {
    expect(names(filterBoards(boards, 'R'))).toEqual(['Summer Travel', 'Recipes', 'travel tips', 'Über Städte']);
    expect(names(filterBoards(boards, 'p'))).toEqual(['Recipes', 'travel tips']);
  });

  test.prop([fc.array(boardArb, { maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 4 })])(
    'S0 §5 property: output ⊆ input with order kept, and every output name contains the query',
    (input, query) => {
      const out = filterBoards(input, query);
      let cursor = 0;
      for (const b of out) {
        const at = input.indexOf(b, cursor);
        expect(at).toBeGreaterThanOrEqual(cursor);
        cursor = at + 1;
        expect(b.name.toLowerCase()).toContain(query.trim().toLowerCase());
      }
    },
  );

  test.prop([fc.array(boardArb, { maxLength: 10 }), fc.string({ unit: 'binary' })])('S0 §5 property: total on any query', (input, q) => {
    expect(() => filterBoards(input, q)).not.toThrow();
  });
});

describe('filterSections / filterByName (the one picker search filter)', () => {
  const sections = [{ id: 's1', title: 'Lighting' }, { id: 's2', name: 'Kitchen LIGHTS' }, { id: 's3', title: 'Rugs' }, { id: 's4' }];

  it('S0 §2/§5: the section search field matches title or name case-insensitively, order kept', () => {
    expect(filterSections(sections, 'LIGHT').map((s) => s.id)).toEqual(['s1', 's2']);
    expect(filterSections(sections, '  rugs ').map((s) => s.id)).toEqual(['s3']);
    expect(filterSections(sections, 'zz')).toEqual([]);
  });

  it(`S0 §5: a trimmed query shorter than BOARD_FILTER_MIN_QUERY (${BOARD_FILTER_MIN_QUERY}) leaves every section, as a new array`, () => {
    const out = filterSections(sections, '  ');
    expect(out).toEqual(sections);
    expect(out).not.toBe(sections);
  });

  it('S0 §3: a section is shown by its title, else its name, else nothing', () => {
    expect(sections.map(sectionDisplayName)).toEqual(['Lighting', 'Kitchen LIGHTS', 'Rugs', '']);
  });

  it('S0 §5: the needle is the trimmed lower-cased query, or none below the threshold', () => {
    expect(pickerFilterNeedle('  HoMe ')).toBe('home');
    expect(pickerFilterNeedle(' \t ')).toBe('');
  });

  test.prop([fc.array(boardArb, { maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 4 })])(
    'S0 §5 property: filterBoards is filterByName over board names (behaviour unchanged)',
    (input, query) => {
      const byName = filterByName(input, query, (b) => b.name);
      expect(filterBoards(input, query)).toEqual(byName);
      const needle = query.trim().toLowerCase();
      const expected = needle === '' ? input : input.filter((b) => b.name.toLowerCase().includes(needle));
      expect(byName).toEqual(expected);
    },
  );

  test.prop([
    fc.array(fc.record({ id: fc.string(), title: fc.option(nameArb, { nil: undefined }), name: fc.option(nameArb, { nil: undefined }) }), {
      maxLength: 10,
    }),
    fc.string({ unit: 'binary' }),
  ])('S0 §5 property: total on any sections and query; every kept section shows the needle', (input, query) => {
    const out = filterSections(input, query);
    for (const s of out) expect(sectionDisplayName(s).toLowerCase()).toContain(pickerFilterNeedle(query));
  });
});

describe('pickerLayout', () => {
  it('S0 §2/§9: 3 boards or fewer are one flat list; 4 get the shortlist layout', () => {
    expect(FLAT_PICKER_MAX_BOARDS).toBe(3);
    expect(pickerLayout(0)).toBe('flat');
    expect(pickerLayout(3)).toBe('flat');
    expect(pickerLayout(4)).toBe('shortlist');
    expect(pickerLayout(10_000)).toBe('shortlist');
  });

  test.prop([fc.double()])('S0 §2 property: total, and flat exactly when count ≤ 3', (n) => {
    expect(pickerLayout(n)).toBe(n <= 3 ? 'flat' : 'shortlist');
  });
});

describe('boardPickerRequestOptions', () => {
  it('S0 §3: pin_id, username, isDesktop (field_set_key and shortlist_suggestions are the request schema’s defaults)', () => {
    expect(boardPickerRequestOptions({ pinId: 'p1', username: 'ann', isDesktop: true, acting: { isAuth: true, viewerId: 'u1' } })).toEqual({
      pin_id: 'p1',
      username: 'ann',
      isDesktop: true,
    });
  });

  it('S0 §3/§6: advertiser_id with filter protected when the advertiser is owned by someone else', () => {
    const opts = boardPickerRequestOptions({
      isDesktop: false,
      acting: { isAuth: true, viewerId: 'u1', advertiser: { id: 'a1', owner_user_id: 'u2' } },
    });
    expect(opts).toEqual({
      advertiser_id: 'a1',
      filter: 'protected',
      isDesktop: false,
    });
  });

  it('S0 §6: no advertiser context for the ad-account owner', () => {
    const opts = boardPickerRequestOptions({
      isDesktop: true,
      acting: { isAuth: true, viewerId: 'u1', advertiser: { id: 'a1', owner_user_id: 'u1' } },
    });
    expect(opts).not.toHaveProperty('advertiser_id');
    expect(opts).not.toHaveProperty('filter');
  });
});
