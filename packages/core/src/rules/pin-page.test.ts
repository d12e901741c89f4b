import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColourOf, initialsOf, moreFromBoard, sendMethod } from './pin-page.js';

describe('issue #25 the creator on the Pin page (S0 §2 follow-the-creator; beyond the spec: expected by users)', () => {
  it('initials: first and last word of the name, else the username, upper-cased', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace  brewster murray hopper ')).toBe('GH');
    expect(initialsOf('Björn')).toBe('B');
    expect(initialsOf('', 'ünal')).toBe('Ü');
    expect(initialsOf(undefined, '')).toBe('?');
    expect(initialsOf('😀 Smile')).toBe('😀S');
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })])(
    'initials are 1 or 2 characters (code points), never empty',
    (name, username) => {
      const length = [...initialsOf(name, username)].length;
      expect(length).toBeGreaterThanOrEqual(1);
      expect(length).toBeLessThanOrEqual(2);
    },
  );

  test.prop([fc.string()])('the colour is one of the palette and the same for the same id', (id) => {
    expect(AVATAR_COLOURS).toContain(avatarColourOf(id));
    expect(avatarColourOf(id)).toBe(avatarColourOf(`${id}`));
  });
});

describe('issue #25 Send on the Pin page', () => {
  it('the share sheet on touch devices that have one, else copy with the Clipboard API, else show the link', () => {
    expect(sendMethod({ canShare: true, canCopy: true, touch: true })).toBe('share');
    expect(sendMethod({ canShare: true, canCopy: true, touch: false })).toBe('copy');
    expect(sendMethod({ canShare: false, canCopy: true, touch: true })).toBe('copy');
    expect(sendMethod({ canShare: true, canCopy: false, touch: false })).toBe('share');
    expect(sendMethod({ canShare: false, canCopy: false, touch: false })).toBe('show');
  });
});

describe('issue #25 More from this board', () => {
  const pins = ['1', '2', '3', '2', '4'].map((id) => ({ id }));
  it('leaves this Pin out, each Pin once, order kept, at most max', () => {
    expect(moreFromBoard(pins, '2').map((p) => p.id)).toEqual(['1', '3', '4']);
    expect(moreFromBoard(pins, '9', 2).map((p) => p.id)).toEqual(['1', '2']);
  });

  test.prop([fc.array(fc.record({ id: fc.string({ maxLength: 2 }) })), fc.string({ maxLength: 2 }), fc.nat(20)])(
    'never the Pin itself, never more than max, no id twice',
    (list, id, max) => {
      const more = moreFromBoard(list, id, max);
      expect(more.length).toBeLessThanOrEqual(max);
      expect(more.map((p) => p.id)).not.toContain(id);
      expect(new Set(more.map((p) => p.id)).size).toBe(more.length);
    },
  );
});
