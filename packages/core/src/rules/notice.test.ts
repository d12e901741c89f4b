import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { ADVISORY_SEVERITY, NOTICE_LINK_TAG_TYPE, NOTICE_STYLE_LARGE_BANNER } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  noticeActionView,
  noticeDescriptionSegments,
  noticeLink,
  noticeScreen,
  unauthenticatedErrorText,
  type NoticeDescription,
  type Notice,
  type NoticeSegment,
} from './notice.js';

const OWN = 'https://www.pinstack.example';
const spell = (segments: readonly NoticeSegment[]): string => segments.map((s) => s.text).join('');
const tag = (offset: number, length: number, link: string | null = '/help/', tagType: number = NOTICE_LINK_TAG_TYPE) => ({
  offset,
  length,
  link,
  tagType,
});

describe('noticeLink', () => {
  it('S1 §2: own paths stay, outside pages go through /offsite/, telephone links are flagged', () => {
    expect(noticeLink('/help/', OWN)).toEqual({ href: '/help/', external: false, telephone: false });
    expect(noticeLink('https://www.pinstack.example/a?b=c', OWN)).toEqual({ href: '/a?b=c', external: false, telephone: false });
    expect(noticeLink('https://988lifeline.org/', OWN)).toEqual({
      href: '/offsite/?url=https%3A%2F%2F988lifeline.org%2F',
      external: true,
      telephone: false,
    });
    expect(noticeLink('tel:+1 (800) 273-8255', OWN)).toEqual({ href: 'tel:+1 (800) 273-8255', external: false, telephone: true });
  });

  it('S1 §2: unsafe links are dropped', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'https://user@evil.example',
      'tel:1;ext=javascript:x',
      'tel:',
      '',
      ' /help/',
    ]) {
      expect(noticeLink(href, OWN)).toBeNull();
    }
    expect(noticeLink(null)).toBeNull();
  });
});

describe('noticeDescriptionSegments', () => {
  it('S1 §3: text split into text and link segments by tags of type 5', () => {
    expect(noticeDescriptionSegments({ text: 'Get help now or call us', tags: [tag(4, 4, '/help/'), tag(21, 4, 'tel:988')] }, OWN)).toEqual(
      [
        { kind: 'text', text: 'Get ' },
        { kind: 'link', text: 'help', link: { href: '/help/', external: false, telephone: false } },
        { kind: 'text', text: ' now or call ' },
        { kind: 'link', text: 'us', link: { href: 'tel:988', external: false, telephone: true } },
      ],
    );
  });

  it('S1 §3 (ours): offsets count code points, so an emoji before a link does not shift it', () => {
    expect(noticeDescriptionSegments({ text: '🙂 help', tags: [tag(2, 4)] }, OWN)).toEqual([
      { kind: 'text', text: '🙂 ' },
      { kind: 'link', text: 'help', link: { href: '/help/', external: false, telephone: false } },
    ]);
  });

  it('S1 §3 (ours): other tag types, out-of-range, empty and overlapping tags are skipped; overlong ones clamped', () => {
    const text = 'abcdef';
    expect(noticeDescriptionSegments({ text, tags: [tag(0, 2, '/x/', 1)] }, OWN)).toEqual([{ kind: 'text', text }]);
    expect(noticeDescriptionSegments({ text, tags: [tag(6, 1), tag(-1, 3), tag(1, 0), tag(1.5, 2), tag(0, Number.NaN)] }, OWN)).toEqual([
      { kind: 'text', text },
    ]);
    expect(noticeDescriptionSegments({ text, tags: [tag(3, 2, '/b/'), tag(1, 3, '/a/')] }, OWN)).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'link', text: 'bcd', link: { href: '/a/', external: false, telephone: false } },
      { kind: 'text', text: 'ef' },
    ]);
    expect(noticeDescriptionSegments({ text, tags: [tag(4, 99)] }, OWN)).toEqual([
      { kind: 'text', text: 'abcd' },
      { kind: 'link', text: 'ef', link: { href: '/help/', external: false, telephone: false } },
    ]);
  });

  it('S1 §2: an unsafe tag link leaves its text plain', () => {
    expect(noticeDescriptionSegments({ text: 'click me', tags: [tag(0, 5, 'javascript:alert(1)')] }, OWN)).toEqual([
      { kind: 'text', text: 'click me' },
    ]);
  });

  it('S1 §3: no text → no segments', () => {
    expect(noticeDescriptionSegments({ text: '', tags: [tag(0, 1)] })).toEqual([]);
    expect(noticeDescriptionSegments(null)).toEqual([]);
  });
});

describe('noticeActionView', () => {
  it('S1 §2 (ours): buttons on a large banner, links elsewhere, telephone links centred', () => {
    const visit = { button: { link: '/help/', text: ' Visit ' }, title: 'Help', description: { text: 'Find support' } };
    expect(noticeActionView(visit, true, OWN)).toEqual({
      kind: 'button',
      label: 'Visit',
      link: { href: '/help/', external: false, telephone: false },
      centred: false,
      title: 'Help',
      description: 'Find support',
    });
    expect(noticeActionView(visit, false, OWN)?.kind).toBe('link');
    const call = noticeActionView({ button: { link: 'tel:988', text: 'Call 988' } }, true, OWN);
    expect([call?.kind, call?.centred]).toEqual(['link', true]);
  });

  it('S1 §2: no label or an unsafe link → left out; the title labels a button without text', () => {
    expect(noticeActionView({ button: { link: '/help/', text: ' ' } }, true, OWN)).toBeNull();
    expect(noticeActionView({ button: { link: 'javascript:x', text: 'Go' } }, true, OWN)).toBeNull();
    expect(noticeActionView({ button: { text: 'Go' } }, true, OWN)).toBeNull();
    expect(noticeActionView({ button: { link: '/h/' }, title: 'Help' }, true, OWN)?.label).toBe('Help');
  });
});

describe('noticeScreen', () => {
  it('S1 §2/§3: a large-banner notice with title, description, actions and footer', () => {
    const notice: Notice = {
      advisory: { advisory_type: 4 },
      severity: ADVISORY_SEVERITY.sensitive,
      notices: [
        {
          style: NOTICE_STYLE_LARGE_BANNER,
          title: ' You are not alone ',
          description: { text: 'Talk to someone', tags: [tag(0, 4, 'tel:988')] },
          actions: [{ button: { link: '/help/', text: 'Help' } }, { button: { link: 'javascript:x', text: 'Bad' } }],
          footer: { link: 'https://988lifeline.org', text: 'Learn more' },
        },
        { style: 1, title: '', footer: { text: ' ' } },
      ],
    };
    const screen = noticeScreen(notice, OWN);
    expect(screen.severity).toBe(1);
    expect(screen.notices).toHaveLength(2);
    const [first, second] = screen.notices;
    expect(first?.largeBanner).toBe(true);
    expect(first?.title).toBe('You are not alone');
    expect(first?.description.map((s) => s.kind)).toEqual(['link', 'text']);
    expect(first?.actions.map((a) => [a.kind, a.label])).toEqual([['button', 'Help']]);
    expect(first?.footer).toEqual({
      text: 'Learn more',
      link: { href: '/offsite/?url=https%3A%2F%2F988lifeline.org', external: true, telephone: false },
    });
    expect(second).toEqual({ largeBanner: false, title: null, description: [], actions: [], footer: null });
  });

  it('S1 §3: a severity outside abusive 0, sensitive 1, brand unsafe 2 is null; no notices → none', () => {
    expect(noticeScreen({ severity: 3 }).severity).toBeNull();
    expect(noticeScreen({ severity: ADVISORY_SEVERITY.abusive }).severity).toBe(0);
    expect(noticeScreen(null)).toEqual({ severity: null, notices: [] });
  });
});

describe('unauthenticatedErrorText', () => {
  it("S1 §8: falls back to 'Unknown Error'", () => {
    expect(MESSAGES.unknownError).toBe('Unknown Error');
    for (const error of [undefined, null, 0, '', '  ', {}, { message: ' ' }, [], new Error('')]) {
      expect(unauthenticatedErrorText(error)).toBe('Unknown Error');
    }
  });

  it("S1 §8 (ours): the error's detail, else its message, else the string itself", () => {
    expect(unauthenticatedErrorText({ message: 'Forbidden', message_detail: 'Log in again.' })).toBe('Log in again.');
    expect(unauthenticatedErrorText({ message: ' Forbidden ', message_detail: '' })).toBe('Forbidden');
    expect(unauthenticatedErrorText(new Error('boom'))).toBe('boom');
    expect(unauthenticatedErrorText('Session expired')).toBe('Session expired');
  });
});

const linkArb = fc.oneof(
  fc.constantFrom('/help/', 'tel:988', 'javascript:alert(1)', 'https://988lifeline.org/', '//evil.example', 'data:x'),
  fc.webUrl(),
  fc.string({ unit: 'grapheme' }),
  fc.constant(null),
);
const tagArb = fc.record({
  offset: fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double()),
  length: fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double()),
  link: linkArb,
  tagType: fc.oneof(fc.constant(NOTICE_LINK_TAG_TYPE), fc.integer({ min: 0, max: 9 })),
});
const descriptionArb: fc.Arbitrary<NoticeDescription> = fc.record({
  text: fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
  tags: fc.array(tagArb, { maxLength: 8 }),
});

describe('notice properties', () => {
  test.prop([descriptionArb])('S1 §3: the segments always spell the description text, and links are safe', (description) => {
    const segments = noticeDescriptionSegments(description, OWN);
    expect(spell(segments)).toBe(description.text);
    for (const [i, segment] of segments.entries()) {
      expect(segment.text).not.toBe('');
      if (segment.kind === 'text') expect(segments[i + 1]?.kind).not.toBe('text');
      else expect(segment.link.href).toMatch(/^(\/(?!\/)|tel:)/u);
    }
  });

  test.prop([linkArb])('S1 §2: a kept link is an own path, an /offsite/ link or a telephone number', (href) => {
    const link = noticeLink(href, OWN);
    if (link === null) return;
    if (link.telephone) expect(link.href).toMatch(/^tel:\+?[0-9]/iu);
    else if (link.external) expect(link.href.startsWith('/offsite/?url=')).toBe(true);
    else expect(link.href).toMatch(/^\/(?!\/)/u);
    expect(link.href.toLowerCase()).not.toContain('javascript:');
  });

  test.prop([fc.anything(), fc.anything()])('S1 §2/§3/§8: never throws on untyped input', (notice, error) => {
    expect(() => noticeScreen(notice as Notice, OWN)).not.toThrow();
    expect(() => noticeDescriptionSegments(notice as NoticeDescription)).not.toThrow();
    expect(typeof unauthenticatedErrorText(error)).toBe('string');
    expect(unauthenticatedErrorText(error).trim()).not.toBe('');
  });
});
