/**
 * S1 §2 ad-manager, billing, bulk editor, report centre and conversions routes: the spec names the
 * routes and their parameters and shows nothing more, so each page names its route and shows the
 * parameters it was opened with.
 */
import { AD_MANAGER_ROUTES } from '@pinstack/core/rules';
import type { PageProps } from './page-props.js';

/** The route's key as a title: `billing.orderLines` → `Billing › Order lines`. */
function titleOf(key: string): string {
  return key
    .split('.')
    .map((part) => {
      const words = part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

export default function AdManagerPage({ route, search }: PageProps) {
  const key = route.adRoute;
  if (key === undefined) return null;
  const spec = AD_MANAGER_ROUTES[key];
  const query = new URLSearchParams(search);
  const hash = globalThis.location.hash.replace(/^#/, '');
  const rows: [string, string][] = [
    ...Object.entries(route.params),
    ...spec.query.flatMap((name): [string, string][] => {
      const value = query.get(name);
      return value === null ? [] : [[name, value]];
    }),
    ...(hash === '' ? [] : [['#', hash] as [string, string]]),
  ];
  return (
    <section className="ps-page" aria-labelledby="ad-route-title">
      <h1 id="ad-route-title">{titleOf(key)}</h1>
      <p>
        Ads route <code>{key}</code>: <code>{spec.path}</code>
        {spec.query.length > 0 ? (
          <>
            {' '}
            with query <code>{spec.query.join(', ')}</code>
          </>
        ) : null}
        . The specification names this page and its parameters only; there is nothing more to show here yet.
      </p>
      {rows.length === 0 ? (
        <p>Opened without parameters.</p>
      ) : (
        <dl className="ps-params" aria-label="Parameters">
          {rows.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
