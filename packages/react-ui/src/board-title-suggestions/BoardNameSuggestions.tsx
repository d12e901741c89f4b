import type { BoardTitleSuggestionsView } from '@pinstack/core/machines';
import styles from './BoardNameSuggestions.module.css';
import { useBoardTitleSuggestions } from './use-board-title-suggestions.js';

/** Props of {@link BoardNameSuggestionList}. */
export interface BoardNameSuggestionListProps {
  readonly view: BoardTitleSuggestionsView;
  /** The title picked, as given (S0 §9): the board form's NAME.CHANGE. */
  readonly onPick: (title: string) => void;
  /** The name in the form now: the matching suggestion shows as pressed. */
  readonly current?: string;
}

/**
 * S0 §2/§9 the board-name suggestion list: one button per suggested title, used as given. Renders
 * nothing while loading, on failure or without suggestions, so the form never waits for it.
 */
export function BoardNameSuggestionList({ view, onPick, current }: BoardNameSuggestionListProps) {
  if (view.titles.length === 0) return null;
  return (
    <fieldset className={styles.suggestions}>
      <legend className={styles.label}>Suggested names</legend>
      <ul className={styles.list}>
        {view.titles.map((title) => (
          <li key={title}>
            <button type="button" className={styles.chip} aria-pressed={current === title} onClick={() => onPick(title)}>
              {title}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Props of {@link BoardNameSuggestions}. */
export interface BoardNameSuggestionsProps extends Omit<BoardNameSuggestionListProps, 'view'> {
  /** The Pin being saved (S0 §7 GET /v3/pins/{id}/board_title_suggestions/). */
  readonly pinId: string;
}

/** S0 §2/§9 the suggestion list for `pinId`, loaded through the app's Pins port. */
export function BoardNameSuggestions({ pinId, ...rest }: BoardNameSuggestionsProps) {
  return <BoardNameSuggestionList view={useBoardTitleSuggestions(pinId)} {...rest} />;
}
