import type { BusinessProfileEvent, BusinessProfileView } from '@pinstack/core/machines';
import { useId } from 'react';
import { Button } from '../primitives/Button.js';
import { Spinner } from '../primitives/Spinner.js';
import styles from './BusinessProfileSwitcher.module.css';

/** Props of {@link BusinessProfileSwitcher}. */
export interface BusinessProfileSwitcherProps {
  readonly view: BusinessProfileView;
  readonly send: (event: BusinessProfileEvent) => void;
  /** The viewer's own account, listed first. */
  readonly viewer: { readonly id: string; readonly name: string };
}

/**
 * S1 §4 / §6 the business-profile header: shown only when the viewer has several profiles; the
 * viewer's own account and each profile as a radio choice (`PROFILE.SELECT`); a profile the viewer
 * may not act as (neither MFA met nor OWNER) is refused with a message; the choice persists in
 * session storage (the machine's).
 */
export function BusinessProfileSwitcher({ view, send, viewer }: BusinessProfileSwitcherProps) {
  const name = useId();
  if (view.loading) return <Spinner label="Loading your business profiles" />;
  if (view.loadError !== null) {
    return (
      <div className={styles.header} role="alert">
        <p>{view.loadError}</p>
        <Button onClick={() => send({ type: 'PROFILES.RETRY' })}>Try again</Button>
      </div>
    );
  }
  if (!view.showHeader) return null;
  const options = [
    { id: viewer.id, name: viewer.name, note: 'Your account', canAct: true },
    ...view.options
      .filter((option) => option.id !== viewer.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        note: option.isOwner ? 'Owner' : option.canAct ? 'Member' : 'Needs two-factor authentication',
        canAct: option.canAct,
      })),
  ];
  const refused = view.options.find((option) => option.id === view.refusedProfileId);
  const active = view.activeProfileId ?? viewer.id;
  return (
    <fieldset className={styles.header}>
      <legend className={styles.legend}>Acting as</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.id} className={styles.option} data-active={option.id === active}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === active}
              onChange={() => send({ type: 'PROFILE.SELECT', profileId: option.id })}
            />
            <span className={styles.name}>{option.name}</span>
            <span className={styles.note}>{option.note}</span>
          </label>
        ))}
      </div>
      {refused !== undefined ? (
        <p role="alert" className={styles.error}>
          To act as {refused.name}, turn on two-factor authentication or ask its owner.
        </p>
      ) : null}
    </fieldset>
  );
}
