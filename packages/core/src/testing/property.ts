/**
 * Property tests for vitest without `@fast-check/vitest`: that package builds ~300,000 wrapper
 * functions when imported (every ordering of vitest 4's chained modifiers), about 6 s per test file
 * on a 2-core machine. This keeps its call shape, `test.prop([arbitraries], params?)(name, predicate)`,
 * over a plain `fc.assert(fc.asyncProperty(...))`, so every property keeps its arbitraries and run count.
 *
 * One difference: `beforeEach`/`afterEach` hooks run once around the whole property, not around
 * each generated case; a predicate that needs fresh state builds it itself.
 */
import fc from 'fast-check';
import { test as vitestTest } from 'vitest';

/** A property's predicate: it fails by throwing (an `expect`) or by returning `false`. */
export type PropertyPredicate<Ts extends unknown[]> = (...args: Ts) => unknown;

/**
 * `prop(arbitraries, params)(name, predicate, timeout)` declares one vitest test that checks the
 * predicate over `params.numRuns` (fast-check's default 100) generated cases. The seed is in the
 * test's name, so a failure is reproduced by passing `{ seed }`.
 */
export function prop<Ts extends [unknown, ...unknown[]]>(
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  params: fc.Parameters<Ts> = {},
) {
  return (name: string, predicate: PropertyPredicate<Ts>, timeout?: number): void => {
    const seed = params.seed ?? fc.readConfigureGlobal().seed ?? Date.now() ^ (Math.random() * 0x1_0000_0000);
    vitestTest(
      `${name} (with seed=${seed})`,
      async () => {
        const property = fc.asyncProperty<Ts>(...arbitraries, async (...args: Ts) => (await predicate(...args)) !== false);
        await fc.assert(property, { ...params, seed });
      },
      timeout,
    );
  };
}

/** vitest's `test` (with `.each`, `.skip`, …) plus `.prop`, as `@fast-check/vitest` exported it. */
export const test: typeof vitestTest & { readonly prop: typeof prop } = Object.assign(vitestTest.extend({}), { prop });

export { fc };
