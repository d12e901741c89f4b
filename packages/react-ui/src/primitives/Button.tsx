import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Red for the one action a screen is for, grey for the rest.
   * @default 'secondary'
   */
  readonly variant?: 'primary' | 'secondary';
}

/** A button with the product's look and a visible keyboard focus ring. */
export function Button({ variant = 'secondary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
