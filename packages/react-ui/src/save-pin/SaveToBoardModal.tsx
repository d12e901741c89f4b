import type { SavePinInput, SavePinOutput } from '@pinstack/core/machines';
import { Modal } from '../primitives/Modal.js';
import { SaveToBoardSteps, saveToBoardTitle } from './SaveToBoardSteps.js';
import type { SuccessOptions } from './SaveToBoardSteps.js';
import { useSavePin } from './use-save-pin.js';
import type { UseSavePinOptions } from './use-save-pin.js';

/** Props of {@link SaveToBoardModal}. */
export interface SaveToBoardModalProps extends UseSavePinOptions {
  /** The Pin, who is acting, the scenario and any notice (S0 §4 input). */
  readonly input: SavePinInput;
  /** Runs once when the flow ends (saved, or closed): the owner unmounts the modal. */
  readonly onFinish: (output: SavePinOutput) => void;
  /** What the success dialog needs beyond the saved Pin (S0 §2, §5). */
  readonly success?: SuccessOptions;
}

/**
 * S0 §2/§4 the save-to-board modal over `savePinMachine`: `Choose board` → `Choose section` →
 * save, `Create board` and `Create section` steps, the sensitive notice first, the S0 §8 errors.
 */
export function SaveToBoardModal({ input, success, ...options }: SaveToBoardModalProps) {
  const binding = useSavePin(input, options);
  return (
    <Modal title={saveToBoardTitle(binding.view)} onClose={() => binding.send({ type: 'CLOSE' })}>
      <SaveToBoardSteps binding={binding} success={success} />
    </Modal>
  );
}
