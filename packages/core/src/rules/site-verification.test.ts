import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { fileShowsVerification, pageShowsVerification, SITE_VERIFICATION_META_NAME, siteVerificationMetaTag } from './site-verification.js';

const TOKEN = 'pstk_3f9a1c0b7d2e';

describe('pageShowsVerification (#21 §4: a website is claimed only once it shows the token; beyond the spec)', () => {
  it.each([
    ['the tag as the instructions write it', `<head>${siteVerificationMetaTag(TOKEN)}</head>`],
    [
      'attributes in the other order, single quotes, upper case',
      `<META CONTENT='${TOKEN}' NAME='${SITE_VERIFICATION_META_NAME.toUpperCase()}'/>`,
    ],
    [
      'unquoted values and other tags around',
      `<meta charset=utf-8><meta name=${SITE_VERIFICATION_META_NAME} content=${TOKEN}><title>x</title>`,
    ],
    ['spaces inside the values', `<meta name=" ${SITE_VERIFICATION_META_NAME} " content=" ${TOKEN} ">`],
  ])('finds %s', (_why, html) => expect(pageShowsVerification(html, TOKEN)).toBe(true));

  it.each([
    ['another token', `<meta name="${SITE_VERIFICATION_META_NAME}" content="pstk_other">`],
    ['the token in text, not a tag', `<p>${SITE_VERIFICATION_META_NAME} ${TOKEN}</p>`],
    ['the token in another meta tag', `<meta name="description" content="${TOKEN}">`],
    ['a longer token that starts with it', `<meta name="${SITE_VERIFICATION_META_NAME}" content="${TOKEN}x">`],
    ['the name in the content and the token in the name', `<meta name="${TOKEN}" content="${SITE_VERIFICATION_META_NAME}">`],
    ['no page', ''],
  ])('does not take %s', (_why, html) => expect(pageShowsVerification(html, TOKEN)).toBe(false));

  it('an empty token matches nothing', () => {
    expect(pageShowsVerification(`<meta name="${SITE_VERIFICATION_META_NAME}" content="">`, '')).toBe(false);
    expect(fileShowsVerification('\n', '')).toBe(false);
  });

  test.prop([
    fc.string({ minLength: 1, maxLength: 40 }).filter((t) => /^[\w-]+$/.test(t)),
    fc.string({ maxLength: 200 }),
    fc.string({ maxLength: 200 }),
  ])('the instructions’ tag is found anywhere in a page that does not break it open', (token, before, after) => {
    fc.pre(!before.includes('<') && !after.includes('<'));
    expect(pageShowsVerification(`${before}${siteVerificationMetaTag(token)}${after}`, token)).toBe(true);
  });
});

describe('fileShowsVerification (#21 §4)', () => {
  it('a line of the file is the token', () => {
    expect(fileShowsVerification(`other\r\n  ${TOKEN}  \n`, TOKEN)).toBe(true);
    expect(fileShowsVerification(`token=${TOKEN}`, TOKEN)).toBe(false);
  });
});
