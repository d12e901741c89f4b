/**
 * The row a write's `RETURNING` (or a read right after the write, in the same transaction) must
 * give. Its absence is a broken invariant, so it throws with the statement's purpose rather than
 * letting `undefined` travel on.
 */
export function returned<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what}: the statement returned no row`);
  return row;
}

/** `returned` for a single value read back after a write (`sectionById` after creating it). */
export function present<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what}: not found right after it was written`);
  return value;
}
