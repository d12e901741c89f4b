import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { isHexColor } from './color.js';

describe('S0 §3 isHexColor: a Pin colour is a hex colour', () => {
  it.each(['#abc', '#ABC', '#a1b2c3', '#E0A96D'])('S0 §3: %j is a colour', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each([
    'url(//evil.example/x)',
    'url(https://evil.example/x.png)',
    '#abc url(//evil.example/x)',
    'red',
    'rgb(1,2,3)',
    'expression(alert(1))',
    '#abcd',
    '#12345g',
    'abc',
    '#abc\n',
    ' #abc',
    '',
    null,
    42,
  ])('S0 §3: %j is not a colour', (value) => {
    expect(isHexColor(value)).toBe(false);
  });

  test.prop([fc.string()])('S0 §3: an accepted colour is # and 3 or 6 hex digits, nothing CSS could read as more', (value) => {
    if (isHexColor(value)) {
      expect(value).toMatch(/^#[0-9a-fA-F]+$/u);
      expect([4, 7]).toContain(value.length);
    }
  });

  test.prop([fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 6, maxLength: 6 })])(
    'S0 §3: every #rrggbb and its #rgb prefix are colours',
    (hex) => {
      expect(isHexColor(`#${hex}`)).toBe(true);
      expect(isHexColor(`#${hex.slice(0, 3)}`)).toBe(true);
    },
  );
});
