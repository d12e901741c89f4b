/**
 * The header's S1 §7 typeahead (issue 25), bound to the backend. Its own chunk: the shell shows the
 * plain field until the backend is here, so the entry never imports a machine or the backend
 * (issue 22's budget). It also carries the focus move after each move inside the app (issue #25).
 */
import { PinstackProvider, SearchTypeaheadField } from '@pinstack/react-ui';
import { useLayoutEffect, useRef } from 'react';
import type { WebBackend } from '../ports/backend.js';
import { useFocusAfterMove } from './route-focus.js';

export default function SearchTypeahead(props: {
  readonly backend: WebBackend;
  readonly initialText: string;
  /** The plain field it replaces had the focus: the typeahead's field takes it, the caret after the text. */
  readonly focus?: boolean;
  readonly onSearch: (path: string) => void;
}) {
  // issue #25: the banner's lazy part moves focus to each new page's heading (route-focus.ts)
  useFocusAfterMove();
  const box = useRef<HTMLDivElement>(null);
  const focus = props.focus === true;
  useLayoutEffect(() => {
    const input = box.current?.querySelector('input');
    if (!focus || input == null) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focus]);
  return (
    <div className="ps-search" ref={box}>
      <PinstackProvider runtime={props.backend.runtime}>
        <SearchTypeaheadField initialText={props.initialText} onSearch={props.onSearch} />
      </PinstackProvider>
    </div>
  );
}
