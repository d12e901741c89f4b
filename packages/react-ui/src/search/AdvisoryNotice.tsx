import { noticeScreen } from '@pinstack/core/rules';
import type { Notice, NoticeLink, NoticeSegment } from '@pinstack/core/rules';
import { LinkButton } from '../primitives/LinkButton.js';
import styles from './Search.module.css';

/** Props of {@link AdvisoryNotice}. */
export interface AdvisoryNoticeProps {
  readonly notice: Notice;
  /** Our origin, for the link checks of `noticeScreen`. */
  readonly ownOrigin?: string;
}

const linkProps = (link: NoticeLink) =>
  link.external ? { href: link.href, rel: 'noopener nofollow', target: '_blank' } : { href: link.href };

function Segments({ segments }: { readonly segments: readonly NoticeSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <a key={i} className={styles.inlineLink} {...linkProps(segment.link)}>
            {segment.text}
          </a>
        ),
      )}
    </>
  );
}

/**
 * S1 §2 / §3 a search advisory screen from `noticeScreen`: each notice as a styled banner (style 2)
 * or plain, its description with the inline links of its text tags, its actions (buttons on a
 * banner, links otherwise, telephone links in the centred style) and footer.
 */
export function AdvisoryNotice({ notice, ownOrigin }: AdvisoryNoticeProps) {
  const screen = noticeScreen(notice, ownOrigin);
  return (
    <div className={styles.advisory} data-severity={screen.severity ?? undefined}>
      {screen.notices.map((item, i) => (
        <section key={i} className={item.largeBanner ? styles.banner : styles.notice} aria-label={item.title ?? 'Notice'}>
          {item.title !== null ? <h2 className={styles.noticeTitle}>{item.title}</h2> : null}
          <p className={styles.noticeText}>
            <Segments segments={item.description} />
          </p>
          {item.actions.length > 0 ? (
            <div className={styles.noticeActions}>
              {item.actions.map((action) =>
                action.kind === 'button' ? (
                  <LinkButton key={action.label} variant="primary" {...linkProps(action.link)}>
                    {action.label}
                  </LinkButton>
                ) : (
                  <a key={action.label} className={action.centred ? styles.centredLink : styles.inlineLink} {...linkProps(action.link)}>
                    {action.label}
                  </a>
                ),
              )}
            </div>
          ) : null}
          {item.footer !== null ? (
            <p className={styles.footer}>
              {item.footer.link !== null ? <a {...linkProps(item.footer.link)}>{item.footer.text}</a> : item.footer.text}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
