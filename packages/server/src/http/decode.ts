/**
 * Request input decoding with effect Schema: anything that does not match is a 400 with the
 * envelope, naming the field, never a crash deeper in the handler.
 */
import { Either, ParseResult, Schema } from 'effect';
import { decodeRequest, type PortCall, type RequestOf } from '@pinstack/core';
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

/** The options of a port call, decoded from the wire with its request schema (core `REQUESTS`), or a 400. */
export function decodeCallOrFail<C extends PortCall>(call: C, input: unknown): RequestOf<C> {
  const result = decodeRequest(call, input, 'wire');
  if (Either.isLeft(result)) throw result.left;
  return result.right;
}
