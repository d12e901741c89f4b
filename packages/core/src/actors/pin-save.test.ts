import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { PIN_CREATION_METHODS } from '../constants.js';
import { pinSaveRequest } from './pin-save.js';

const ownerElsewhere = { isAuth: true, viewerId: 'u1', advertiser: { id: 'a9', owner_user_id: 'u2' } };

describe('pinSaveRequest', () => {
  it('S0 §7: a Pin with an id is repinned with pin_id, board_id and section', () => {
    expect(pinSaveRequest({ pin: { id: 'p1', title: 'Lamp' }, boardId: 'b1', sectionId: 's1' })).toEqual({
      kind: 'repin',
      options: { board_id: 'b1', section: 's1', pin_id: 'p1' },
    });
  });

  it('S0 §7: no section picked → no section field', () => {
    expect(pinSaveRequest({ pin: { id: 'p1' }, boardId: 'b1', sectionId: null }).options).toEqual({ board_id: 'b1', pin_id: 'p1' });
  });

  it("S0 §6: advertiser_id is sent when the advertiser's owner is someone else, not for the owner", () => {
    expect(pinSaveRequest({ pin: { id: 'p1' }, boardId: 'b1', sectionId: null }, { acting: ownerElsewhere }).options.advertiser_id).toBe(
      'a9',
    );
    const owner = { isAuth: true, viewerId: 'u2', advertiser: { id: 'a9', owner_user_id: 'u2' } };
    expect(pinSaveRequest({ pin: { id: 'p1' }, boardId: 'b1', sectionId: null }, { acting: owner }).options).not.toHaveProperty(
      'advertiser_id',
    );
  });

  it('S0 §7: a new Pin is created from its image, link, title, description, colour and guid', () => {
    const request = pinSaveRequest(
      {
        pin: {
          imageUrl: 'https://img.example/a.jpg',
          link: 'https://shop.example/a',
          title: 'A',
          description: 'Nice',
          color: '#fff',
          guid: 'g1',
        },
        boardId: 'b1',
        sectionId: null,
      },
      { method: 'button' },
    );
    expect(request).toEqual({
      kind: 'create',
      options: {
        board_id: 'b1',
        image_url: 'https://img.example/a.jpg',
        link: 'https://shop.example/a',
        title: 'A',
        description: 'Nice',
        color: '#fff',
        guid: 'g1',
        method: 'button',
      },
    });
  });

  it('S0 §1: a button Pin without a guid is sent as button_external', () => {
    expect(
      pinSaveRequest({ pin: { imageUrl: 'https://img.example/a.jpg' }, boardId: 'b1', sectionId: null }, { method: 'button' }).options
        .method,
    ).toBe('button_external');
  });

  it('S0 §7: without imageUrl the original image is used; blank id, link and guid are not sent', () => {
    const request = pinSaveRequest({
      pin: { id: '  ', link: '', guid: ' ', images: { orig: { url: 'https://img.example/o.jpg', width: 10, height: 10 } } },
      boardId: 'b1',
      sectionId: '',
    });
    expect(request).toEqual({ kind: 'create', options: { board_id: 'b1', image_url: 'https://img.example/o.jpg' } });
  });

  const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom('', ' ', '\u00a0'));
  const pinArb = fc.record(
    {
      id: text,
      imageUrl: text,
      link: fc.option(text),
      title: text,
      description: text,
      color: fc.option(text),
      guid: fc.option(text),
    },
    { requiredKeys: [] },
  );
  const actingArb = fc.option(
    fc.record({
      isAuth: fc.boolean(),
      viewerId: fc.option(text),
      advertiser: fc.option(fc.record({ id: text, owner_user_id: text })),
      actingAsSubjectId: fc.option(text),
    }),
    { nil: undefined },
  );

  test.prop([pinArb, text, fc.option(text), actingArb, fc.option(fc.constantFrom(...PIN_CREATION_METHODS), { nil: undefined })])(
    'total: always a request for the picked board; repin exactly when the Pin has a non-blank id',
    (pin, boardId, sectionId, acting, method) => {
      const request = pinSaveRequest({ pin, boardId, sectionId }, { ...(acting ? { acting } : {}), ...(method ? { method } : {}) });
      expect(request.options.board_id).toBe(boardId);
      expect(request.kind === 'repin').toBe(typeof pin.id === 'string' && pin.id.trim() !== '');
      if (request.kind === 'repin') expect(request.options).not.toHaveProperty('image_url');
      if (request.options.section !== undefined) expect(request.options.section).toBe(sectionId);
    },
  );
});
