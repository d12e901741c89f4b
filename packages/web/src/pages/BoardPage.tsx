/** The board page: it reads the wire protocol's pinner reads, which this backend does not answer yet. */
import type { PageProps } from './page-props.js';

export default function BoardPage({ route }: PageProps) {
  return (
    <section className="ps-page" aria-labelledby="pending-title">
      <h1 id="pending-title">Board</h1>
      <p>
        This page shows {Object.values(route.params).join(' / ') || 'results'} once the server answers its read (wire-protocol.md "Reads the
        web app needs").
      </p>
    </section>
  );
}
