import type { AnchorHTMLAttributes } from 'react';
import styles from './Button.module.css';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** @default 'secondary' */
  readonly variant?: 'primary' | 'secondary';
}

/** A link that looks like a {@link Button} (it navigates, so it stays an `<a>`). */
export function LinkButton({ variant = 'secondary', className, ...rest }: LinkButtonProps) {
  const classes = [styles.button, styles.link, styles[variant], className].filter(Boolean).join(' ');
  return <a className={classes} {...rest} />;
}
