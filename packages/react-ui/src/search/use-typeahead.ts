import { TYPEAHEAD_DEFAULT_COUNT } from '@pinstack/core';
import { runPortCall } from '@pinstack/core/actors';
import type { SearchScope } from '@pinstack/core/rules';
import type { TypeaheadItem } from '@pinstack/core/ports';
import { SearchService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';

/** What {@link useTypeahead} gives the search box (S1 §3 typeahead result). */
export interface TypeaheadState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The term these items answer. */
  readonly term: string;
  readonly items: readonly TypeaheadItem[];
  readonly hint: string | null;
}

const IDLE: TypeaheadState = { status: 'idle', term: '', items: [], hint: null };

/**
 * S1 §7 typeahead for `term` in `scope`: count 5 (`TYPEAHEAD_DEFAULT_COUNT`) through the search
 * port, whose adapters cache first pages by scope and term. A newer term aborts the call still
 * running (S1 §8: an aborted call is ignored); a failure leaves no suggestions.
 */
export function useTypeahead(term: string, scope: SearchScope): TypeaheadState {
  const runtime = usePortsRuntime<SearchService>('useTypeahead');
  const [state, setState] = useState<TypeaheadState>(IDLE);
  const trimmed = term.trim();
  useEffect(() => {
    if (trimmed === '') {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading', term: trimmed }));
    runPortCall(
      runtime,
      Effect.flatMap(SearchService, (search) => search.typeahead({ term: trimmed, pin_scope: scope, count: TYPEAHEAD_DEFAULT_COUNT })),
      controller.signal,
    ).then(
      (result) => {
        if (!controller.signal.aborted)
          setState({ status: 'ready', term: trimmed, items: result.items.slice(0, TYPEAHEAD_DEFAULT_COUNT), hint: result.hint ?? null });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed', term: trimmed, items: [], hint: null });
      },
    );
    return () => controller.abort();
  }, [runtime, trimmed, scope]);
  return state;
}
