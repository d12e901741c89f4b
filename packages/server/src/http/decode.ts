/**
 * Request input decoding with effect Schema: anything that does not match is a 400 with the
 * envelope, naming the field, never a crash deeper in the handler.
 */
import { Either, ParseResult, Schema } from 'effect';
import { badRequest, type HttpFailure } from './envelope.js';

type Decoder = (input: unknown) => Either.Either<unknown, ParseResult.ParseError>;

// Schemas are module constants: build each one's decoder once, not on every request.
const decoders = new WeakMap<Schema.Schema.Any, Decoder>();

function decoderOf<A, I>(schema: Schema.Schema<A, I, never>): (input: unknown) => Either.Either<A, ParseResult.ParseError> {
  let decoder = decoders.get(schema);
  if (decoder === undefined) {
    decoder = Schema.decodeUnknownEither(schema, { errors: 'first', onExcessProperty: 'ignore' });
    decoders.set(schema, decoder);
  }
  return decoder as (input: unknown) => Either.Either<A, ParseResult.ParseError>;
}

/** Decodes `input` with `schema` or throws a 400 `HttpFailure` naming what was wrong. */
export function decodeOrFail<A, I>(schema: Schema.Schema<A, I, never>, input: unknown, what = 'options'): A {
  const result = decoderOf(schema)(input);
  if (Either.isRight(result)) return result.right;
  throw invalid(what, ParseResult.TreeFormatter.formatErrorSync(result.left));
}

function invalid(what: string, detail: string): HttpFailure {
  return badRequest(`Invalid ${what}.`, detail);
}

/** Parses a JSON text, or throws a 400 `HttpFailure` (malformed JSON is bad input). */
export function parseJsonOrFail(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalid(what, error instanceof Error ? error.message : 'unparsable JSON');
  }
}

/** `{"options": {...}}` with `options` optional (absent means no options). */
const OptionsEnvelope = Schema.Struct({
  options: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
});

/** The `options` object of a resource call's `{"options": …}` wrapper (wire-protocol.md). */
export function optionsOf(wrapper: unknown): Record<string, unknown> {
  return decodeOrFail(OptionsEnvelope, wrapper, 'request: expected {"options": {…}}').options ?? {};
}

/** A non-blank id (ids are strings on the wire). */
export const Id = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64));

/** A string of at most `max` characters: bounds what we store. */
export const Text = (max: number) => Schema.String.pipe(Schema.maxLength(max));

/** A list of ids, bounded so one request cannot ask for unbounded work. */
export const IdList = Schema.Array(Id).pipe(Schema.maxItems(1000));
