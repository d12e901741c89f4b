/**
 * S0 §2 `/board/{id}/create_section/` (mobile): the add section form as a page. It carries the Pin
 * being saved as navigation state; once the section exists the create-Pin page opens again for it.
 */
import { createPinPagePath } from '@pinstack/core/rules';
import { AddSectionForm, useAddSectionForm } from '@pinstack/react-ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useReadySession } from '../session.js';
import { carriedPin } from './carried-pin.js';
import type { PageProps } from './page-props.js';

export default function SectionCreatePage({ route }: PageProps) {
  const session = useReadySession();
  const [location, navigate] = useLocation();
  const viewer = session?.viewer;
  useEffect(() => {
    if (viewer !== undefined && !viewer.isAuth) navigate(`/login/?next=${encodeURIComponent(location)}`, { replace: true });
  }, [viewer, location, navigate]);
  if (viewer === undefined || !viewer.isAuth) return null;
  return <Form boardId={route.params['id'] ?? ''} onDone={(to) => navigate(to, { replace: true })} />;
}

function Form({ boardId, onDone }: { boardId: string; onDone: (to: string) => void }) {
  const pin = carriedPin();
  const { view, send } = useAddSectionForm({ boardId }, () => onDone(pin === null ? '/' : createPinPagePath(pin)));
  return (
    <section className="ps-page" aria-labelledby="section-create-title">
      <h1 id="section-create-title">Create section</h1>
      <AddSectionForm view={view} send={send} />
    </section>
  );
}
