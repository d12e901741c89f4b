import { describe, expect, it } from 'vitest';
import { test, fc } from '../testing/property.js';
import { Result, Schema } from 'effect';
import type {
  Advertiser,
  AutocompleteItem,
  Board,
  BoardPickerResponse,
  BoardSection,
  BoardTitleSuggestion,
  BusinessAccessProfile,
  CollaboratorSuggestion,
  BoardInvitation,
  Pin,
  SentInvitation,
  PinnableImage,
  UploadRecord,
  UploadTicket,
  User,
  UserSettings,
  Viewer,
} from '../entities.js';
import type { FacebookProfileData } from '../rules/account.js';
import {
  type AdvertiserSchema,
  type AutocompleteItemSchema,
  BoardPickerResponseSchema,
  BoardSchema,
  BoardSectionSchema,
  type BoardTitleSuggestionSchema,
  BusinessAccessProfileSchema,
  type CollaboratorSuggestionSchema,
  type BoardInvitationSchema,
  type SentInvitationSchema,
  EnvelopeSchema,
  type FacebookProfileDataSchema,
  PinSchema,
  type PinnableImageSchema,
  type UploadRecordSchema,
  type UploadTicketSchema,
  UserSchema,
  type UserSettingsSchema,
  ViewerSchema,
} from './index.js';

// Compile-time: every decoded type is assignable to its entity interface (tsc -b fails otherwise).
const asEntity = {
  board: (b: typeof BoardSchema.Type): Board => b,
  section: (s: typeof BoardSectionSchema.Type): BoardSection => s,
  pin: (p: typeof PinSchema.Type): Pin => p,
  user: (u: typeof UserSchema.Type): User => u,
  viewer: (v: typeof ViewerSchema.Type): Viewer => v,
  advertiser: (a: typeof AdvertiserSchema.Type): Advertiser => a,
  profile: (p: typeof BusinessAccessProfileSchema.Type): BusinessAccessProfile => p,
  ticket: (t: typeof UploadTicketSchema.Type): UploadTicket => t,
  record: (r: typeof UploadRecordSchema.Type): UploadRecord => r,
  picker: (r: typeof BoardPickerResponseSchema.Type): BoardPickerResponse => r,
  suggestion: (s: typeof CollaboratorSuggestionSchema.Type): CollaboratorSuggestion => s,
  invitation: (i: typeof BoardInvitationSchema.Type): BoardInvitation => i,
  sent: (i: typeof SentInvitationSchema.Type): SentInvitation => i,
  settings: (s: typeof UserSettingsSchema.Type): UserSettings => s,
  image: (i: typeof PinnableImageSchema.Type): PinnableImage => i,
  autocomplete: (i: typeof AutocompleteItemSchema.Type): AutocompleteItem => i,
  title: (t: typeof BoardTitleSuggestionSchema.Type): BoardTitleSuggestion => t,
  facebook: (f: typeof FacebookProfileDataSchema.Type): FacebookProfileData => f,
};

const decode = <A, I>(schema: Schema.Codec<A, I>, u: unknown) => Schema.decodeUnknownResult(schema)(u);

describe('wire schemas (S0 §3, S1 §3)', () => {
  it('S0 §3: a board with every field decodes, extra fields are dropped', () => {
    const board = {
      id: '1',
      name: 'Kitchen',
      privacy: 'secret',
      image_cover_url: null,
      cover_images: { '222x': { url: 'https://i/1.jpg' } },
      images: { '170x': [{ url: 'https://i/2.jpg' }] },
      section_count: 2,
      collaborating_users: [{ id: '9', full_name: 'Ann' }],
      owner: { id: '7', username: 'me' },
      archived_by_me_at: null,
      unknown_field: { anything: true },
    };
    const result = decode(BoardSchema, board);
    expect(Result.isSuccess(result)).toBe(true);
    if (Result.isSuccess(result)) {
      expect(asEntity.board(result.success).cover_images).toEqual({ '222x': { url: 'https://i/1.jpg' } });
      expect('unknown_field' in result.success).toBe(false);
    }
  });

  it('S0 §3: cover_images may also be a list', () => {
    expect(Result.isSuccess(decode(BoardSchema, { id: '1', name: 'a', cover_images: [{ url: 'u' }] }))).toBe(true);
  });

  it('S0 §3: privacy outside public/secret/protected is rejected', () => {
    expect(Result.isFailure(decode(BoardSchema, { id: '1', name: 'a', privacy: 'hidden' }))).toBe(true);
  });

  it('wire protocol: ids are strings, a numeric id is rejected', () => {
    expect(Result.isFailure(decode(PinSchema, { id: 12 }))).toBe(true);
  });

  it('wire protocol: a saved Pin carries board and section', () => {
    const r = decode(PinSchema, { id: 'p', board: { id: 'b', name: 'B' }, section: null, pinner: { id: 'u' } });
    expect(Result.getOrThrow(r).board).toEqual({ id: 'b', name: 'B' });
    expect(Result.getOrThrow(r).section).toBeNull();
  });

  it('null on an optional field the entity does not allow null for reads as absent', () => {
    const r = Result.getOrThrow(decode(UserSchema, { id: 'u', username: 'ann', full_name: null }));
    expect(r.full_name).toBeUndefined();
    expect('full_name' in r).toBe(false);
  });

  it('S0 §3: section type is board_section or boardsection', () => {
    expect(Result.isSuccess(decode(BoardSectionSchema, { id: 's', type: 'boardsection' }))).toBe(true);
    expect(Result.isFailure(decode(BoardSectionSchema, { id: 's', type: 'board' }))).toBe(true);
  });

  it('S1 §3: a business access profile needs permissions and the MFA flag', () => {
    const ok = { id: 'p', permissions: ['OWNER'], user: { username: 'shop' }, viewerMeetsMfaRequirement: true };
    expect(Result.isSuccess(decode(BusinessAccessProfileSchema, ok))).toBe(true);
    expect(Result.isFailure(decode(BusinessAccessProfileSchema, { ...ok, viewerMeetsMfaRequirement: undefined }))).toBe(true);
  });

  it('wire protocol: envelope of success and of failure', () => {
    expect(Result.isSuccess(decode(EnvelopeSchema, { resource_response: { status: 'success', data: null } }))).toBe(true);
    expect(Result.isSuccess(decode(EnvelopeSchema, { resource_response: { status: 'failure', error: {} } }))).toBe(true);
    expect(Result.isFailure(decode(EnvelopeSchema, { resource_response: { status: 'ok', data: 1 } }))).toBe(true);
  });

  test.prop([fc.anything()])('decoding any value never throws: it succeeds or gives a parse error', (value) => {
    for (const schema of [BoardSchema, PinSchema, ViewerSchema, BoardPickerResponseSchema, EnvelopeSchema] as const) {
      const r = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(value);
      expect(Result.isFailure(r) || Result.isSuccess(r)).toBe(true);
    }
  });

  test.prop([fc.record({ id: fc.string({ unit: 'grapheme' }), name: fc.string({ unit: 'grapheme' }) })])(
    'any board with string id and name decodes to the same id and name',
    (b) => {
      const r = Result.getOrThrow(decode(BoardSchema, b));
      expect(r).toEqual(b);
    },
  );
});
