import { savePinActors } from '@pinstack/core/actors';
import type { PortsRuntime, SavePinActorsOptions } from '@pinstack/core/actors';
import { savePinForms, savePinMachine, selectSavePin } from '@pinstack/core/machines';
import type { SavePinEvent, SavePinForms, SavePinInput, SavePinOutput, SavePinView } from '@pinstack/core/machines';
import type { BoardService, PinService } from '@pinstack/core/ports';
import { useEffect, useMemo } from 'react';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

/** What {@link useSavePin} gives its view. */
export interface SavePinBinding {
  readonly view: SavePinView;
  readonly send: (event: SavePinEvent) => void;
  /** The running create-step forms (`Create board`, `Create section`), for the bound form views. */
  readonly forms: SavePinForms;
}

/** Options of {@link useSavePin} beyond the machine's input (S0 §3 picker request fields). */
export interface UseSavePinOptions extends Omit<SavePinActorsOptions, 'pin' | 'acting'> {
  /** Runs once when the flow ends: the saved Pin and where it went, or nulls when closed (S0 §4). */
  readonly onFinish?: (output: SavePinOutput) => void;
  /**
   * S0 §2 mobile page (input `createElsewhere`): `Create board` (`boardId` null) or `Create section`
   * of `boardId` was chosen; the app opens that page.
   */
  readonly onCreateElsewhere?: (boardId: string | null) => void;
}

/**
 * S0 §2/§4 binds `savePinMachine` to the app's boards and Pins ports: the memoised view model of
 * `selectSavePin` and the machine's `send`.
 */
export function useSavePin(input: SavePinInput, options: UseSavePinOptions = {}): SavePinBinding {
  const { onFinish, onCreateElsewhere, ...callOptions } = options;
  const createElsewhere = useLatest(onCreateElsewhere);
  const { view, send, snapshot, actor } = useBoundMachine(
    'useSavePin',
    (runtime: PortsRuntime<BoardService | PinService>) =>
      savePinMachine.provide({
        // S0 §3 the picker read's isDesktop follows the device class the flow was started for
        actors: savePinActors(runtime, { isDesktop: input.isMobile !== true, ...callOptions, pin: input.pin, acting: input.acting }),
      }),
    { input, select: selectSavePin, onFinish },
  );
  useEffect(() => {
    const subscription = actor.on('CREATE.ELSEWHERE', (event) => createElsewhere.current?.(event.boardId));
    return () => subscription.unsubscribe();
  }, [actor, createElsewhere]);
  const forms = useMemo(() => savePinForms(snapshot), [snapshot]);
  return { view, send, forms };
}
