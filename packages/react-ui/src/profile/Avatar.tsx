import { avatarFallback } from '@pinstack/core/rules';
import styles from './Avatar.module.css';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person: their id (the colour), name and username (the initials), and image if any. */
  readonly person: {
    readonly id: string;
    readonly full_name?: string | undefined;
    readonly username?: string | undefined;
    readonly image_medium_url?: string | undefined | null;
  };
  /** Diameter in CSS pixels. @default 48 */
  readonly size?: number;
}

/**
 * Issue 25 (beyond the spec: expected by users; S0 §3 `image_medium_url`): a person's picture, or
 * their initials on their colour (core `avatarFallback`, white on a colour of 4.5:1 or more).
 * Decorative: the name beside it says who it is.
 */
export function Avatar({ person, size = 48 }: AvatarProps) {
  const dimension = { width: size, height: size };
  if (person.image_medium_url) return <img className={styles.avatar} src={person.image_medium_url} alt="" style={dimension} />;
  const fallback = avatarFallback({ id: person.id, name: person.full_name, username: person.username });
  return (
    <span
      className={styles.avatar}
      aria-hidden="true"
      style={{ ...dimension, background: fallback.colour, fontSize: Math.round(size * 0.4) }}
    >
      {fallback.initials}
    </span>
  );
}
