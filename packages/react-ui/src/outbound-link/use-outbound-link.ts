import { outboundLinkActors, type PortsRuntime } from '@pinstack/core/actors';
import { outboundLinkMachine, selectOutboundLink } from '@pinstack/core/machines';
import type { OutboundLinkView } from '@pinstack/core/machines';
import type { AdsService } from '@pinstack/core/ports';
import { offsiteUrl } from '@pinstack/core/rules';
import type { OffsiteLink } from '@pinstack/core/rules';
import { useEffect } from 'react';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

/** Where an outbound link stands (S1 §5 / §7): `outboundLinkMachine`'s view. */
export type OutboundLinkState = OutboundLinkView;

/**
 * S1 §2 / §5 / §7 binds `outboundLinkMachine` to the ads port: `/offsite/` as its href; `open()`
 * asks the offsite check and opens (`openWindow`) only when the machine lets it through.
 */
export function useOutboundLink(link: OffsiteLink, openWindow: (href: string) => void): OutboundLinkState & { readonly open: () => void } {
  const open = useLatest(openWindow);
  const { view, send } = useBoundMachine(
    'useOutboundLink',
    (runtime: PortsRuntime<AdsService>) =>
      outboundLinkMachine.provide({
        actors: outboundLinkActors(runtime),
        actions: { openWindow: (_, params) => open.current(params.href) },
      }),
    { input: { link }, select: selectOutboundLink },
  );
  // the same view may show another link (its props changed): the machine checks that one from then on
  const href = offsiteUrl(link);
  const latestLink = useLatest(link);
  useEffect(() => {
    if (href !== view.href) send({ type: 'LINK.SET', link: latestLink.current });
  }, [href, view.href, send, latestLink]);
  return { ...view, open: () => send({ type: 'LINK.OPEN' }) };
}
