import type { BoardSection } from '@pinstack/core';
import { runPortCall } from '@pinstack/core/actors';
import { BoardService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';

/**
 * The sections of one board (S0 §7 BoardSectionsRepinResource) for a form's section choice: `null`
 * while they load or when there is no board, `[]` when it has none or the read failed (the Pin then
 * goes to the board itself).
 */
export function useBoardSections(boardId: string | null): readonly BoardSection[] | null {
  const runtime = usePortsRuntime<BoardService>('useBoardSections');
  const [loaded, setLoaded] = useState<{ readonly boardId: string; readonly sections: readonly BoardSection[] } | null>(null);
  useEffect(() => {
    if (boardId === null || boardId === '') return;
    const abort = new AbortController();
    runPortCall(
      runtime,
      Effect.flatMap(BoardService, (boards) => boards.getSections({ board_id: boardId })),
      abort.signal,
    ).then(
      (sections) => setLoaded({ boardId, sections }),
      () => setLoaded({ boardId, sections: [] }),
    );
    return () => abort.abort();
  }, [runtime, boardId]);
  return loaded !== null && loaded.boardId === boardId ? loaded.sections : null;
}
