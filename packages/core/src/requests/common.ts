/**
 * Building blocks of the request schemas: bounded ids, texts and lists, and the transforms of the
 * REST query-string forms (wire-protocol.md: REST GET fields travel as plain query parameters, so a
 * flag arrives as `"true"`, a list comma-joined). A schema's `Type` is what a port call takes, its
 * `Encoded` side what travels on the wire; both sides are the same for resource calls.
 */
import { Option, Schema, SchemaGetter } from 'effect';

// note: the `expected` texts keep the wire's `message_detail` lines as Effect 3 wrote them
// ('name: Expected a string at most 1000 character(s) long'), so clients and tests that show or
// match them see no change with the Effect 4 port.
const atMost = (max: number) => Schema.isMaxLength(max, { expected: `a string at most ${max} character(s) long` });
const atLeast = (min: number) => Schema.isMinLength(min, { expected: `a string at least ${min} character(s) long` });

/** A string of at least `min` characters (with Effect 3's wording of the failure). */
export const isMinChars = atLeast;

/** A non-blank id (ids are strings on the wire), bounded so nothing unbounded is stored. */
export const Id = Schema.String.check(atLeast(1), atMost(64));

/** A string of at most `max` characters: bounds what a backend stores. */
export const Text = (max: number) => Schema.String.check(atMost(max));

/** A list of at most `max` items, bounded so one request cannot ask for unbounded work. */
export const maxItems = (max: number) => Schema.isMaxLength(max, { expected: `an array of at most ${max} item(s)` });

/** A list of ids, bounded so one request cannot ask for unbounded work. */
export const IdList = Schema.Array(Id).check(maxItems(1000));

/** S0 §6 `orbac_subject_id`: the business profile a call acts for. */
export const OrbacSubject = Schema.optional(Id);

/** A string that passes `test`, failing with `message` (the whole `message_detail` after the path). */
export const matching = (test: (s: string) => boolean, message: string) => Schema.makeFilter<string>((s) => test(s), { message });

/** An absolute http(s) URL (parsed by pattern: core has no `URL`). */
export const HttpUrl = Text(4096).check(matching((s) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(s), 'an http(s) URL'));

/** A query-string flag: `"true"` / `"false"` on the wire, a boolean for the caller. */
export const QueryFlag = Schema.Literals(['true', 'false']).pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform((text: 'true' | 'false') => text === 'true'),
    encode: SchemaGetter.transform((flag: boolean) => (flag ? 'true' : 'false')),
  }),
);

/** A query-string list: comma-joined on the wire, a list of non-blank items for the caller. */
export const CommaList = (max: number) =>
  Text(max).pipe(
    Schema.decodeTo(Schema.Array(Schema.String), {
      decode: SchemaGetter.transform((text: string) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
      encode: SchemaGetter.transform((items: readonly string[]) => items.join(',')),
    }),
  );

/** A call that takes no options. */
export const NoOptions = Schema.Struct({});

/**
 * An optional field with its default (issue #23 §2: defaults live in the request schemas, not in an
 * adapter): a caller may leave it out, and both encoding for the wire and decoding from it fill
 * `value`, so every client sends it and every backend reads it, whoever built the request.
 */
export const withDefault = <S extends Schema.Top>(schema: S, value: S['Type']) => {
  const fill = SchemaGetter.transformOptional<S['Type'], S['Type']>((given) => (Option.isNone(given) ? Option.some(value) : given));
  return Schema.optionalKey(schema).pipe(Schema.decodeTo(Schema.optionalKey(Schema.toType(schema)), { decode: fill, encode: fill }));
};
