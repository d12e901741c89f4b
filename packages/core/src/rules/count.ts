/**
 * Counts in words (issue #25, from a newcomer trial: "1 Pins"): every count the product renders
 * takes its noun through this one rule, singular for exactly one, plural otherwise (none included),
 * digits grouped as en-US (the product's language).
 */

/** A count with its noun: `1 Pin`, `0 Pins`, `2 Pins`, `1,234 Pins`; `plural` defaults to the noun plus `s`. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
