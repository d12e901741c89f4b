import { canHighlightSearch } from '@pinstack/core/rules';
import styles from './Search.module.css';

/**
 * `text` with the first case-insensitive match of `query` marked, only when S1 §5 allows
 * highlighting (a trimmed query of at least 2 characters, `canHighlightSearch`).
 */
export function Highlight({ text, query }: { readonly text: string; readonly query: string }) {
  const needle = query.trim();
  if (!canHighlightSearch(needle)) return <>{text}</>;
  const at = text.toLocaleLowerCase().indexOf(needle.toLocaleLowerCase());
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.mark}>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}
