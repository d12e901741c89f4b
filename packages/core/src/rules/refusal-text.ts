/**
 * S0 §8 the words a person is shown of a refused request. Its own module: the save failure notice
 * reads it on the create-Pin page's picker path, where nothing else of `pin-text.ts` is needed.
 */
import { MESSAGES } from '../messages.js';

// A schema line of a refused request (400 `Invalid options.`): `path: Expected …`, as requestProblem words it.
const SCHEMA_LINE = /^[\w.[\]]+: Expected .*?(?:at most (\d+) character\(s\) long)?$/;

/**
 * S0 §8 what a person is shown of a refused request's `message_detail`: a schema line (e.g.
 * `description: Expected a string at most 5000 character(s) long`) is never shown as is: a text
 * over its bound reads `Please enter no more than 5000 characters.` (S0 §5's words), any other
 * `Uh oh! Something went wrong.`. Any other detail (a refusal in words, e.g. `Psst! You already
 * saved this Pin to …`) is kept.
 */
export function shownRefusalDetail(detail: string): string {
  const line = SCHEMA_LINE.exec(detail);
  if (line === null) return detail;
  return line[1] === undefined ? MESSAGES.genericError : MESSAGES.boardNameTooLong(Number(line[1]));
}
