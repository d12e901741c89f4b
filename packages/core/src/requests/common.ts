/**
 * Building blocks of the request schemas: bounded ids, texts and lists, and the transforms of the
 * REST query-string forms (wire-protocol.md: REST GET fields travel as plain query parameters, so a
 * flag arrives as `"true"`, a list comma-joined). A schema's `Type` is what a port call takes, its
 * `Encoded` side what travels on the wire; both sides are the same for resource calls.
 */
import { Schema } from 'effect';

/** A non-blank id (ids are strings on the wire), bounded so nothing unbounded is stored. */
export const Id = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64));

/** A string of at most `max` characters: bounds what a backend stores. */
export const Text = (max: number) => Schema.String.pipe(Schema.maxLength(max));

/** A list of ids, bounded so one request cannot ask for unbounded work. */
export const IdList = Schema.Array(Id).pipe(Schema.maxItems(1000));

/** S0 §6 `orbac_subject_id`: the business profile a call acts for. */
export const OrbacSubject = Schema.optional(Id);

/** An absolute http(s) URL (parsed by pattern: core has no `URL`). */
export const HttpUrl = Text(4096).pipe(Schema.filter((s) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(s), { message: () => 'an http(s) URL' }));

/** A query-string flag: `"true"` / `"false"` on the wire, a boolean for the caller. */
export const QueryFlag = Schema.transform(Schema.Literal('true', 'false'), Schema.Boolean, {
  strict: true,
  decode: (text) => text === 'true',
  encode: (flag) => (flag ? 'true' : 'false'),
});

/** A query-string list: comma-joined on the wire, a list of non-blank items for the caller. */
export const CommaList = (max: number) =>
  Schema.transform(Text(max), Schema.Array(Schema.String), {
    strict: true,
    decode: (text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    encode: (items) => items.join(','),
  });

/** A call that takes no options. */
export const NoOptions = Schema.Struct({});
