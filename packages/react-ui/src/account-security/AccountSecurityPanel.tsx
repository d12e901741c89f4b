import { accountSecurityActors, type PortsRuntime } from '@pinstack/core/actors';
import { accountSecurityMachine, selectAccountSecurity } from '@pinstack/core/machines';
import type { PasswordField } from '@pinstack/core/machines';
import type { AuthService } from '@pinstack/core/ports';
import { useEffect, useId } from 'react';
import { Button } from '../primitives/Button.js';
import { TextField } from '../primitives/TextField.js';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';
import styles from './AccountSecurityPanel.module.css';

/** Props of {@link AccountSecurityPanel}. */
export interface AccountSecurityPanelProps {
  /** Signed out everywhere, this browser too: the app forgets the viewer (and goes to sign-in). */
  readonly onSignedOut: () => void;
}

const FIELDS: readonly { readonly field: PasswordField; readonly label: string; readonly autoComplete: string }[] = [
  { field: 'current', label: 'Current password', autoComplete: 'current-password' },
  { field: 'next', label: 'New password', autoComplete: 'new-password' },
  { field: 'confirm', label: 'Type the new password again', autoComplete: 'new-password' },
];

/**
 * Issue #21 §4 (beyond the spec: expected by users) the account's password and sessions over
 * `accountSecurityMachine`: change the password (the current one required; every other device is
 * signed out), and sign out everywhere after a confirmation.
 */
export function AccountSecurityPanel({ onSignedOut }: AccountSecurityPanelProps) {
  const { view, send } = useBoundMachine(
    'AccountSecurityPanel',
    (runtime: PortsRuntime<AuthService>) => accountSecurityMachine.provide({ actors: accountSecurityActors(runtime) }),
    { select: selectAccountSecurity },
  );
  const signedOut = useLatest(onSignedOut);
  const id = useId();
  useEffect(() => {
    if (view.signedOut) signedOut.current();
  }, [view.signedOut, signedOut]);
  return (
    <div className={styles.panel}>
      <section className={styles.block} aria-labelledby={`${id}-password`}>
        <h2 id={`${id}-password`} className={styles.heading}>
          Change your password
        </h2>
        <form
          className={styles.form}
          noValidate
          aria-busy={view.changing}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'PASSWORD.SUBMIT' });
          }}
        >
          {FIELDS.map(({ field, label, autoComplete }) => (
            <TextField
              key={field}
              type="password"
              label={label}
              autoComplete={autoComplete}
              value={view[field]}
              onChange={(event) => send({ type: 'FIELD.CHANGE', field, value: event.target.value })}
            />
          ))}
          {view.error !== null ? (
            <p role="alert" className={styles.error}>
              {view.error}
            </p>
          ) : null}
          <p role="status" className={styles.notice}>
            {view.notice}
          </p>
          <div>
            <Button type="submit" variant="primary" disabled={view.changing}>
              {view.changing ? 'Changing password…' : 'Change password'}
            </Button>
          </div>
        </form>
      </section>
      <section className={styles.block} aria-labelledby={`${id}-everywhere`}>
        <h2 id={`${id}-everywhere`} className={styles.heading}>
          Sign out everywhere
        </h2>
        <p className={styles.text}>
          Lost a phone, or signed in on a computer that isn't yours? Sign out of Pinstack on every device, this one too.
        </p>
        {view.signOutError !== null ? (
          <p role="alert" className={styles.error}>
            {view.signOutError}
          </p>
        ) : null}
        {view.confirmingSignOut || view.signingOut ? (
          <fieldset className={styles.confirm}>
            <legend className={styles.text}>Sign out on every device, this one too?</legend>
            <div className={styles.actions}>
              <Button variant="primary" disabled={view.signingOut} onClick={() => send({ type: 'EVERYWHERE.CONFIRM' })}>
                {view.signingOut ? 'Signing out…' : 'Yes, sign out everywhere'}
              </Button>
              <Button disabled={view.signingOut} onClick={() => send({ type: 'EVERYWHERE.CANCEL' })}>
                Cancel
              </Button>
            </div>
          </fieldset>
        ) : (
          <div>
            <Button onClick={() => send({ type: 'EVERYWHERE.REQUEST' })}>Sign out everywhere</Button>
          </div>
        )}
      </section>
    </div>
  );
}
