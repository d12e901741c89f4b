import type { SensitiveNotice as Notice } from '@pinstack/core/machines';
import { noticeLink } from '@pinstack/core/rules';
import type { NoticeLink } from '@pinstack/core/rules';
import { Button } from '../primitives/Button.js';

/** Props of {@link SensitiveNoticeView}. */
export interface SensitiveNoticeProps {
  readonly notice: Notice;
  /** Accepting shows the picker (NOTICE.ACCEPT). */
  readonly onAccept: () => void;
  /** Our origin, for the link checks of `noticeLink`. @default PATH_ONLY_ORIGIN (root-relative paths only) */
  readonly ownOrigin?: string;
}

// note: links come with the notice from the server; other sites go through /offsite/ (S1 §2/§5), unsafe ones stay text
const anchorProps = (link: NoticeLink) =>
  link.external ? { href: link.href, rel: 'noopener nofollow', target: '_blank' } : { href: link.href };

/**
 * S0 §2 the sensitive-content notice that replaces the picker until accepted: its description with
 * the inline links, its actions (a link where it has an href) and its footer. Every href passes
 * `noticeLink` (S1 §2): our paths as they are, other sites through `/offsite/`, the rest unlinked.
 */
export function SensitiveNoticeView({ notice, onAccept, ownOrigin }: SensitiveNoticeProps) {
  const [first, ...rest] = notice.actions ?? [];
  return (
    <section aria-label="Notice" data-severity={notice.severity} data-style={notice.style} data-advisory={notice.advisory}>
      <p>{notice.description}</p>
      {notice.links?.length ? (
        <ul>
          {notice.links.map((link) => {
            const checked = noticeLink(link.href, ownOrigin);
            return <li key={`${link.href} ${link.text}`}>{checked === null ? link.text : <a {...anchorProps(checked)}>{link.text}</a>}</li>;
          })}
        </ul>
      ) : null}
      {rest.map((action) => {
        const checked = action.href === undefined ? null : noticeLink(action.href, ownOrigin);
        return checked === null ? null : (
          <a key={action.label} {...anchorProps(checked)}>
            {action.label}
          </a>
        );
      })}
      <Button variant="primary" onClick={onAccept}>
        {first?.label ?? 'Continue'}
      </Button>
      {notice.footer ? <p>{notice.footer}</p> : null}
    </section>
  );
}
