import { offsiteRedirectActors, type PortsRuntime } from '@pinstack/core/actors';
import { offsiteRedirectMachine, selectOffsiteRedirect } from '@pinstack/core/machines';
import type { OffsiteQuery, OffsiteRedirectView } from '@pinstack/core/machines';
import type { AdsService } from '@pinstack/core/ports';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

export type { OffsiteQuery };

/** Where the outbound redirect stands (S1 §2, §5, §7): `offsiteRedirectMachine`'s view. */
export type OffsiteRedirectState = OffsiteRedirectView;

/**
 * S1 §2/§5/§7 binds `offsiteRedirectMachine` to the ads port for the `/offsite/` query (read once,
 * as the page was opened): a blocked status never opens; a link the server vouches for is left for
 * with `navigate`; anything else waits for a click.
 */
export function useOffsiteRedirect(query: OffsiteQuery, navigate: (url: string) => void): OffsiteRedirectState {
  const leave = useLatest(navigate);
  return useBoundMachine(
    'useOffsiteRedirect',
    (runtime: PortsRuntime<AdsService>) =>
      offsiteRedirectMachine.provide({
        actors: offsiteRedirectActors(runtime),
        actions: { navigate: (_, params) => leave.current(params.url) },
      }),
    { input: query, select: selectOffsiteRedirect },
  ).view;
}
