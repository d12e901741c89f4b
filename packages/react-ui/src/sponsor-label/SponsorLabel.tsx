import { sponsorLabel } from '@pinstack/core/rules';
import type { Sponsor, SponsorshipStatus } from '@pinstack/core/rules';
import styles from './SponsorLabel.module.css';

/** Props of {@link SponsorLabel}. */
export interface SponsorLabelProps {
  readonly status: SponsorshipStatus;
  readonly sponsor?: Sponsor | null;
  /** S1 §9 the EU-ad-string experiment is on. */
  readonly euAdStringExperiment: boolean;
  readonly isPromoted: boolean;
}

/**
 * S0 §5 / S1 §9 the sponsor label from `sponsorLabel`: `Ad • ` in the EU-ad-string experiment for
 * a Pin that is not promoted, `Paid partnership` or `Paid partnership with {sponsor}` (linked when
 * the rule gives a link); nothing for a Pin without a sponsorship status.
 */
export function SponsorLabel(props: SponsorLabelProps) {
  const label = sponsorLabel(props);
  if (label === null) return null;
  return (
    <p className={styles.label}>
      {label.prefix !== '' ? <span className={styles.prefix}>{label.prefix}</span> : null}
      {label.text}
      {label.sponsor !== null ? (
        <>
          {' '}
          {label.sponsor.href !== null ? (
            <a className={styles.sponsor} href={label.sponsor.href}>
              {label.sponsor.name}
            </a>
          ) : (
            <span className={styles.sponsor}>{label.sponsor.name}</span>
          )}
        </>
      ) : null}
    </p>
  );
}
