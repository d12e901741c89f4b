#!/usr/bin/env bash
# `npm test`: lint, then type-check and run every test side by side. vitest transpiles the sources
# itself and does not read tsc's output, so the two need not wait for each other; on two cores the
# type check fills the gaps while the browser tests wait on Chromium. Fails if either fails.
set -uo pipefail
npx biome check . || exit 1
npx tsc -b &
tsc_pid=$!
npx vitest run
vitest_status=$?
wait "$tsc_pid"
tsc_status=$?
[ "$tsc_status" -eq 0 ] || echo "npm test: tsc -b failed (exit $tsc_status)" >&2
exit $((vitest_status != 0 || tsc_status != 0))
