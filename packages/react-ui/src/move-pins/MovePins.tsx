import type { Pin } from '@pinstack/core';
import { movePinsActors, type PortsRuntime } from '@pinstack/core/actors';
import { feedKey, movePinsMachine, selectMovePins } from '@pinstack/core/machines';
import type { PinService } from '@pinstack/core/ports';
import type { PinLocation } from '@pinstack/core/rules';
import { useId, useState } from 'react';
import { Button } from '../primitives/Button.js';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import styles from './MovePins.module.css';

/** A board or section Pins can be moved to. */
export interface MoveTarget {
  readonly label: string;
  readonly location: PinLocation;
}

/** Props of {@link MovePins}. */
export interface MovePinsProps {
  /** The board or section on screen, and its Pins. */
  readonly source: PinLocation;
  readonly pins: readonly Pin[];
  /** Where the Pins may go (other boards and sections). */
  readonly targets: readonly MoveTarget[];
  /** S0 §6 organisation acted for (orbac_subject_id). */
  readonly actingAsSubjectId?: string | null;
}

/**
 * S0 §4/§5/§8 select Pins and move them over `movePinsMachine`: they leave this feed at once and
 * come back if the move fails, with the S0 §8 message (a running board action: 'Please wait until
 * the previous board action finishes.'); an identical move is refused before sending (S0 §5).
 */
export function MovePins({ source, pins, targets, actingAsSubjectId = null }: MovePinsProps) {
  const { view, send } = useBoundMachine(
    'MovePins',
    (runtime: PortsRuntime<PinService>) => movePinsMachine.provide({ actors: movePinsActors(runtime) }),
    { input: { feeds: { [feedKey(source)]: pins }, actingAsSubjectId }, select: selectMovePins },
  );
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [target, setTarget] = useState(0);
  const selectId = useId();
  const feed = view.feed(source);
  const to = targets[target];
  return (
    <section className={styles.move} aria-label="Move Pins" aria-busy={view.moving}>
      <ul className={styles.pins}>
        {feed.map((pin) => (
          <li key={pin.id}>
            <label className={styles.pin}>
              <input
                type="checkbox"
                checked={selected.includes(pin.id)}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setSelected((ids) => (checked ? [...ids, pin.id] : ids.filter((id) => id !== pin.id)));
                }}
              />
              {pin.title || pin.description || `Pin ${pin.id}`}
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.bar}>
        <label htmlFor={selectId}>Move to</label>
        <select id={selectId} value={target} onChange={(event) => setTarget(Number(event.currentTarget.value))}>
          {targets.map((option, index) => (
            <option key={feedKey(option.location)} value={index}>
              {option.label}
            </option>
          ))}
        </select>
        <Button
          variant="primary"
          disabled={selected.length === 0 || to === undefined || view.moving}
          onClick={() => {
            if (to === undefined) return;
            send({ type: 'PINS.MOVE', from: source, to: to.location, pinIds: selected });
            setSelected([]);
          }}
        >
          Move
        </Button>
      </div>
      {view.error === null ? null : (
        <div role="alert" className={styles.error}>
          <p>{view.error}</p>
          <Button onClick={() => send({ type: 'ERROR.DISMISS' })}>Dismiss</Button>
        </div>
      )}
    </section>
  );
}
