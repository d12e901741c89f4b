import type { SensitiveNotice as Notice } from '@pinstack/core/machines';
import { Button } from '../primitives/Button.js';

/** Props of {@link SensitiveNoticeView}. */
export interface SensitiveNoticeProps {
  readonly notice: Notice;
  /** Accepting shows the picker (NOTICE.ACCEPT). */
  readonly onAccept: () => void;
}

/**
 * S0 §2 the sensitive-content notice that replaces the picker until accepted: its description with
 * the inline links, its actions (a link where it has an href) and its footer.
 */
export function SensitiveNoticeView({ notice, onAccept }: SensitiveNoticeProps) {
  const [first, ...rest] = notice.actions ?? [];
  return (
    <section aria-label="Notice" data-severity={notice.severity} data-style={notice.style} data-advisory={notice.advisory}>
      <p>{notice.description}</p>
      {notice.links?.length ? (
        <ul>
          {notice.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {rest.map((action) =>
        action.href === undefined ? null : (
          <a key={action.label} href={action.href}>
            {action.label}
          </a>
        ),
      )}
      <Button variant="primary" onClick={onAccept}>
        {first?.label ?? 'Continue'}
      </Button>
      {notice.footer ? <p>{notice.footer}</p> : null}
    </section>
  );
}
