import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { AVATAR_COLOURS } from './pin-page.js';
import { avatarFallback, PROFILE_MESSAGES, profileFieldProblems, renamedPath } from './profile.js';

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe('avatarFallback (issue 25: initials on a colour)', () => {
  it('two words give two initials, one word one, none the username, nothing a ?', () => {
    expect(avatarFallback({ id: '1', name: 'ada lovelace' }).initials).toBe('AL');
    expect(avatarFallback({ id: '1', name: 'Grace Brewster Hopper' }).initials).toBe('GH');
    expect(avatarFallback({ id: '1', name: 'Björn' }).initials).toBe('B');
    expect(avatarFallback({ id: '1', name: ' ', username: 'zoe' }).initials).toBe('Z');
    expect(avatarFallback({ id: '1' }).initials).toBe('?');
    expect(avatarFallback({ id: '1', name: '😀 smile' }).initials).toBe('😀S');
  });
  it('every colour carries white text at 4.5:1 or more (WCAG AA)', () => {
    for (const colour of AVATAR_COLOURS) expect((1 + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
  test.prop([fc.string(), fc.string(), fc.string()])(
    'property: 1–2 characters, a palette colour, the same for the same id',
    (id, name, username) => {
      const a = avatarFallback({ id, name, username });
      expect([...a.initials].length).toBeGreaterThanOrEqual(1);
      expect([...a.initials].length).toBeLessThanOrEqual(2);
      expect(AVATAR_COLOURS).toContain(a.colour);
      expect(avatarFallback({ id, name: 'other' }).colour).toBe(a.colour);
    },
  );
});

describe('profileFieldProblems (issue 25: the owner edits name, username, about, website)', () => {
  const ok = { full_name: 'Ada', username: 'ada_1', about: '', website_url: '' };
  it('a valid form has no problem; each field names its own', () => {
    expect(profileFieldProblems(ok)).toEqual({});
    expect(profileFieldProblems({ ...ok, username: 'a b' })).toEqual({ username: PROFILE_MESSAGES.usernameRule });
    expect(profileFieldProblems({ ...ok, full_name: 'x'.repeat(201) })).toEqual({ full_name: PROFILE_MESSAGES.fullNameTooLong });
    expect(profileFieldProblems({ ...ok, about: 'x'.repeat(501) })).toEqual({ about: PROFILE_MESSAGES.aboutTooLong });
    expect(profileFieldProblems({ ...ok, website_url: 'javascript:alert(1)' })).toEqual({ website_url: PROFILE_MESSAGES.websiteRule });
    expect(profileFieldProblems({ ...ok, website_url: 'https://ada.example/' })).toEqual({});
  });
  test.prop([fc.webUrl({ validSchemes: ['http', 'https'] })])('property: any http(s) address is a website', (url) => {
    expect(profileFieldProblems({ ...ok, website_url: url }).website_url).toBeUndefined();
  });
});

describe('renamedPath (issue 25: URLs follow a username change)', () => {
  it('the same path under the new name; nothing when the name is current (any case)', () => {
    expect(renamedPath('/old/', 'old', 'new')).toBe('/new/');
    expect(renamedPath('/old/garden/', 'old', 'new')).toBe('/new/garden/');
    expect(renamedPath('/Ada/', 'Ada', 'ada')).toBeNull();
  });
});
