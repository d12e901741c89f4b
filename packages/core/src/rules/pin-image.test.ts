import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { createPinPageHasImage, PIN_IMAGE_ADDRESS_MESSAGES, pinImageAddress, pinImageAddressError } from './pin-image.js';

describe('the create-Pin page without an image (S0 §2 `media`, S0 §7 image_url; issue 20)', () => {
  it('S0 §2: a page without media has no image; blank media counts as none', () => {
    expect(createPinPageHasImage(null)).toBe(false);
    expect(createPinPageHasImage('  ')).toBe(false);
    expect(createPinPageHasImage('https://img.example/a.jpg')).toBe(true);
  });

  it('S0 §7: an absolute http(s) address is saved as typed (trimmed); anything else says why', () => {
    expect(pinImageAddressError(' https://img.example/lamp.jpg ')).toBeNull();
    expect(pinImageAddress(' https://img.example/lamp.jpg ')).toBe('https://img.example/lamp.jpg');
    expect(pinImageAddressError('HTTP://IMG.EXAMPLE')).toBeNull();
    expect(pinImageAddressError('')).toBe(PIN_IMAGE_ADDRESS_MESSAGES.required);
    expect(pinImageAddressError('   ')).toBe(PIN_IMAGE_ADDRESS_MESSAGES.required);
    for (const bad of [
      'img.example/lamp.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://img.example/a.jpg',
      'https://',
      'https://a b/c.jpg',
    ]) {
      expect(pinImageAddressError(bad)).toBe(PIN_IMAGE_ADDRESS_MESSAGES.notWeb);
    }
  });

  test.prop([fc.webUrl({ validSchemes: ['http', 'https'] }), fc.constantFrom('', ' ', '\t')])(
    'S0 §7 property: every web URL is accepted, with white space around it',
    (url, pad) => {
      expect(pinImageAddressError(`${pad}${url}${pad}`)).toBeNull();
    },
  );
  test.prop([fc.string()])('property: total; an accepted address starts with http(s):// and holds no white space', (text) => {
    const error = pinImageAddressError(text);
    if (error === null) expect(pinImageAddress(text)).toMatch(/^https?:\/\/\S+$/i);
    else expect(Object.values(PIN_IMAGE_ADDRESS_MESSAGES)).toContain(error);
  });
});
