/**
 * S1 §2 ad-manager, billing, bulk editor, report centre and conversions routes: the spec names the
 * routes and their parameters and shows nothing more, so each page says what it is for
 * (`adManagerPageCopy`), that it is not open yet, where to go instead, and what it was opened with.
 */
import { AD_MANAGER_NOT_OPEN, AD_MANAGER_ROUTES, adManagerPageCopy, adManagerParamLabel } from '@pinstack/core/rules';
import { Link } from 'wouter';
import type { PageProps } from './page-props.js';
import { usePageTitle } from '../shell/title.js';
import './page-params.css';

export default function AdManagerPage({ route, search }: PageProps) {
  const key = route.adRoute;
  usePageTitle(key === undefined ? null : adManagerPageCopy(key).title);
  if (key === undefined) return null;
  const spec = AD_MANAGER_ROUTES[key];
  const copy = adManagerPageCopy(key);
  const query = new URLSearchParams(search);
  const rows: [string, string][] = [
    ...Object.entries(route.params),
    ...spec.query.flatMap((name): [string, string][] => {
      const value = query.get(name);
      return value === null ? [] : [[name, value]];
    }),
  ];
  return (
    <section className="ps-page" aria-labelledby="ad-route-title">
      <h1 id="ad-route-title">{copy.title}</h1>
      <p>{copy.purpose}</p>
      <p>{AD_MANAGER_NOT_OPEN}</p>
      <ul className="ps-next-steps">
        <li>
          <Link href="/quick-promote/">Promote one of your Pins</Link>
        </li>
        <li>
          <Link href="/">Back to your home feed</Link>
        </li>
      </ul>
      {rows.length === 0 ? null : (
        <dl className="ps-params" aria-label="Opened with">
          {rows.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{adManagerParamLabel(name)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
