import { searchTypeaheadActors, type PortsRuntime } from '@pinstack/core/actors';
import { searchTypeaheadMachine, selectSearchTypeahead } from '@pinstack/core/machines';
import type { SearchTypeaheadKey } from '@pinstack/core/machines';
import type { SearchService } from '@pinstack/core/ports';
import { comboboxConnect, comboboxOptionId, searchPathFor } from '@pinstack/core/rules';
import type { ComboboxParts, SearchScope } from '@pinstack/core/rules';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

/** A search to open (S1 §3): a chosen suggestion's, or the typed words'. */
export interface SearchRequest {
  /** The page to open: `/search/pins/?q=…`, or a board's or person's page a suggestion names. */
  readonly path: string;
  /** The words searched for. */
  readonly words: string;
}

/** What {@link useSearchTypeahead} binds: the field's start, its scope, its list's name, and where a search goes. */
export interface SearchTypeaheadOptions {
  /** The words the field starts with. @default '' */
  readonly initialText?: string;
  /** S1 §7 `pin_scope` of the suggestions; a new one closes the list. @default 'pins' */
  readonly scope?: SearchScope;
  /** The listbox's accessible name. */
  readonly label: string;
  /** Opens a search: a chosen suggestion, or the typed words on Enter. */
  readonly onSearch: (search: SearchRequest) => void;
}

/**
 * S1 §3/§7 one binding of `searchTypeaheadMachine` for every search field (the header's, the
 * search box): the view model, and the form's, field's, listbox's and options' props from
 * `comboboxConnect` with the events they send. Views spread them and render their own markup.
 */
export function useSearchTypeahead({ initialText = '', scope = 'pins', label, onSearch }: SearchTypeaheadOptions) {
  const { view, send } = useBoundMachine(
    'useSearchTypeahead',
    (runtime: PortsRuntime<SearchService>) => searchTypeaheadMachine.provide({ actors: searchTypeaheadActors(runtime) }),
    { input: { text: initialText, scope }, select: selectSearchTypeahead },
  );
  const id = useId();
  const optionId = (index: number) => comboboxOptionId(id, index);
  const search = useLatest(onSearch);
  const combobox: ComboboxParts = comboboxConnect({
    id,
    label,
    expanded: view.expanded,
    activeId: view.activeIndex >= 0 ? optionId(view.activeIndex) : null,
  });
  const chosen = view.chosen;
  useEffect(() => {
    if (chosen !== null) search.current({ path: chosen.path, words: chosen.text });
  }, [chosen, search]);
  // the same field in another scope (a search page's tabs): the machine asks in that one from now on
  const asked = useRef(scope);
  useEffect(() => {
    if (scope === asked.current) return;
    asked.current = scope;
    send({ type: 'SCOPE.SET', scope });
  }, [scope, send]);
  return {
    view,
    form: {
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        const words = view.text.trim();
        if (words === '') return;
        send({ type: 'LIST.CLOSE' });
        search.current({ path: searchPathFor(words), words });
      },
    },
    input: {
      id,
      ...combobox.input,
      autoComplete: 'off',
      value: view.text,
      onChange: (event: { readonly currentTarget: { readonly value: string } }) =>
        send({ type: 'TEXT.CHANGE', text: event.currentTarget.value }),
      onBlur: () => send({ type: 'LIST.CLOSE' }),
      onKeyDown: (event: KeyboardEvent) => {
        // Enter without a highlighted suggestion is not handled: it submits the typed words
        if (!(view.handledKeys as readonly string[]).includes(event.key)) return;
        event.preventDefault();
        send({ type: 'LIST.KEY', key: event.key as SearchTypeaheadKey });
      },
    },
    listbox: combobox.listbox,
    /** An option's props: its id and selection, and a click that picks it (mousedown keeps the focus in the field). */
    option: (index: number) => ({
      ...combobox.option(optionId(index)),
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => send({ type: 'ITEM.PICK', index }),
    }),
  };
}
