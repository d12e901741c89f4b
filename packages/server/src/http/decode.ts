/**
 * Request input decoding with effect Schema: anything that does not match is a 400 with the
 * envelope, naming the field, never a crash deeper in the handler.
 */
import { Result, Schema } from 'effect';
import { decodeRequest, requestProblem, type PortCall, type RequestOf } from '@pinstack/core';
import { badRequest, type HttpFailure } from './envelope.js';

type Decoder = (input: unknown) => Result.Result<unknown, Schema.SchemaError>;

// Schemas are module constants: build each one's decoder once, not on every request.
const decoders = new WeakMap<Schema.Top, Decoder>();

function decoderOf<A>(schema: Schema.Decoder<A>): (input: unknown) => Result.Result<A, Schema.SchemaError> {
  let decoder = decoders.get(schema);
  if (decoder === undefined) {
    decoder = Schema.decodeUnknownResult(schema, { errors: 'first', onExcessProperty: 'ignore' });
    decoders.set(schema, decoder);
  }
  return decoder as (input: unknown) => Result.Result<A, Schema.SchemaError>;
}

/** Decodes `input` with `schema` or throws a 400 `HttpFailure` naming what was wrong. */
export function decodeOrFail<A>(schema: Schema.Decoder<A>, input: unknown, what = 'options'): A {
  checkInput(input, what);
  const result = decoderOf(schema)(input);
  if (Result.isSuccess(result)) return result.success;
  throw invalid(what, requestProblem(result.failure));
}

/** How deep request input may nest (no call's options go past 4). */
export const MAX_INPUT_DEPTH = 32;
/** Keys that would reach an object's prototype when copied by assignment. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Refuses input no call needs and every backend mishandles, before any schema sees it (400, one
 * line, never the input): nesting deeper than `MAX_INPUT_DEPTH` (a 10,000-deep body overflowed the
 * stack of the error formatter: 500), a NUL character in any string or key (PostgreSQL rejects
 * it: 500), and `__proto__` / `constructor` / `prototype` keys (copied into a record they set its
 * prototype, so options were read from the attacker's object). Iterative: deep input cannot
 * overflow this check either.
 */
export function checkInput(input: unknown, what = 'options'): void {
  const pending: { value: unknown; depth: number; path: string }[] = [{ value: input, depth: 0, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw invalid(what, `${path || what}: a NUL character is not allowed`);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) throw invalid(what, `nested deeper than ${MAX_INPUT_DEPTH} levels`);
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push({ value: item, depth: depth + 1, path: `${path}[${index}]` });
      });
      continue;
    }
    for (const key of Object.keys(value)) {
      const at = path === '' ? key : `${path}.${key}`;
      if (PROTOTYPE_KEYS.has(key)) throw invalid(what, `${path || what}: the key ${key} is not allowed`);
      if (key.includes('\u0000')) throw invalid(what, `${path || what}: a NUL character is not allowed in a key`);
      pending.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, path: at });
    }
  }
}

function invalid(what: string, detail: string): HttpFailure {
  return badRequest(`Invalid ${what}.`, detail);
}

/** Parses a JSON text, or throws a 400 `HttpFailure` (malformed JSON is bad input). */
export function parseJsonOrFail(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // note: not the parser's message, which quotes the input back
    throw invalid(what, 'not valid JSON');
  }
}

/** `{"options": {...}}` with `options` optional (absent means no options). */
const OptionsEnvelope = Schema.Struct({
  options: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
});

/** The `options` object of a resource call's `{"options": …}` wrapper (wire-protocol.md). */
export function optionsOf(wrapper: unknown): Record<string, unknown> {
  return decodeOrFail(OptionsEnvelope, wrapper, 'request: expected {"options": {…}}').options ?? {};
}

/** The options of a port call, decoded from the wire with its request schema (core `REQUESTS`), or a 400. */
export function decodeCallOrFail<C extends PortCall>(call: C, input: unknown): RequestOf<C> {
  checkInput(input);
  const result = decodeRequest(call, input, 'wire');
  if (Result.isFailure(result)) throw result.failure;
  return result.success;
}
