import { describe, expect, it } from 'vitest';
import { DOCUMENT_TITLE_SUBJECT_MAX, PRODUCT_NAME } from '../constants.js';
import { fc, test } from '../testing/property.js';
import { documentTitle } from './document-title.js';

describe('documentTitle (issue 20: each page has its own title)', () => {
  it('the subject, then the product name; the product name alone without one', () => {
    expect(documentTitle('Lisbon rooftops')).toBe('Lisbon rooftops | Pinstack');
    expect(documentTitle('  Kitchen\n ideas ')).toBe('Kitchen ideas | Pinstack');
    expect(documentTitle(null)).toBe('Pinstack');
    expect(documentTitle('   ')).toBe('Pinstack');
    expect(documentTitle('Pinstack')).toBe('Pinstack');
  });

  it('a long subject is shortened at a word with an ellipsis', () => {
    const title = documentTitle(`A very long Pin title ${'about lamps '.repeat(20)}`);
    expect(title.endsWith(`\u2026 | ${PRODUCT_NAME}`)).toBe(true);
  });

  test.prop([fc.string({ unit: 'grapheme' })])('property: one line, ends with the product name, subject bounded', (subject) => {
    const title = documentTitle(subject);
    expect(title).not.toMatch(/[\n\r\t]/);
    expect(title.endsWith(PRODUCT_NAME)).toBe(true);
    expect([...title].length).toBeLessThanOrEqual(DOCUMENT_TITLE_SUBJECT_MAX + 1 + ` | ${PRODUCT_NAME}`.length);
  });
});
