import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { countText } from './count.js';

describe('countText (issue #25: "1 Pin", never "1 Pins")', () => {
  it('singular for one, plural for none and many, digits grouped', () => {
    expect(countText(1, 'Pin')).toBe('1 Pin');
    expect(countText(0, 'Pin')).toBe('0 Pins');
    expect(countText(2, 'board')).toBe('2 boards');
    expect(countText(1234, 'Pin')).toBe('1,234 Pins');
    expect(countText(1, 'person', 'people')).toBe('1 person');
    expect(countText(3, 'person', 'people')).toBe('3 people');
  });

  test.prop([fc.nat({ max: 10_000_000 })])('property: the noun is singular exactly when the count is 1', (count) => {
    const text = countText(count, 'Pin');
    expect(text.endsWith(' Pin')).toBe(count === 1);
    expect(text.replace(/ Pins?$/, '').replaceAll(',', '')).toBe(String(count));
  });
});
