/**
 * The one-line `message_detail` of a refused request (S0 §8). Its own module, apart from the
 * `REQUESTS` table: the HTTP adapter words its refusals with it on every page, while the table of
 * every call's schema is loaded only when a call outside the save picker's is first made (issue #22).
 */
import { type Schema, SchemaIssue } from 'effect';

/** Longest `message_detail` of a decoding problem. */
const PROBLEM_MAX_LENGTH = 200;

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

/**
 * One line naming where options failed to decode and what was expected: the wire protocol's
 * `message_detail`, which the UI may show (S0 §8), e.g. `name: Expected string`. Never the input:
 * the first issue's own message is kept up to any `, got <the value>` or `, actual <the value>`
 * tail, and the list of every branch tried is reduced to its first.
 */
export function requestProblem(error: Schema.SchemaError): string {
  const issue = formatIssues(error.issue).issues[0];
  if (issue === undefined) return 'invalid';
  const path =
    issue.path === undefined || issue.path.length === 0
      ? 'options'
      : issue.path.map((key) => String(typeof key === 'object' ? key.key : key)).join('.');
  const firstLine = issue.message.split('\n')[0] ?? '';
  const expected = firstLine
    .replace(/,\s*(?:actual|got)\b.*$/s, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${path}: ${expected}`.slice(0, PROBLEM_MAX_LENGTH);
}
