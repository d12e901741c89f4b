import type { Pin } from '@pinstack/core';
import type { QuickPromoteInput } from '@pinstack/core/machines';
import type { QuickPromoteChoice, QuickPromoteConversionTag } from './QuickPromoteForm.js';
import { QuickPromoteModal } from './QuickPromoteModal.js';
import type { UseQuickPromoteOptions } from './use-quick-promote.js';
import { useQuickPromote } from './use-quick-promote.js';

/** Props of {@link BoundQuickPromoteModal}. */
export interface BoundQuickPromoteModalProps extends UseQuickPromoteOptions {
  readonly input: QuickPromoteInput;
  readonly pins: readonly Pin[];
  /** See `QuickPromoteModalProps.onMorePins`. */
  readonly onMorePins?: () => void;
  readonly loadingMorePins?: boolean;
  /** See `QuickPromoteModalProps.createPinHref`. */
  readonly createPinHref?: string;
  readonly pinBuilderInStack?: boolean;
  readonly historyLength?: () => number;
  readonly interests?: readonly QuickPromoteChoice[];
  readonly conversionTags?: readonly QuickPromoteConversionTag[];
}

/** S1 §2 the quick-promote modal bound to its machine through {@link useQuickPromote}. */
export function BoundQuickPromoteModal({
  input,
  pins,
  onMorePins,
  loadingMorePins,
  createPinHref,
  pinBuilderInStack,
  historyLength,
  interests,
  conversionTags,
  ...options
}: BoundQuickPromoteModalProps) {
  const { view, checks, send } = useQuickPromote(input, options);
  return (
    <QuickPromoteModal
      view={view}
      checks={checks}
      send={send}
      pins={pins}
      {...(onMorePins !== undefined ? { onMorePins } : {})}
      {...(loadingMorePins !== undefined ? { loadingMorePins } : {})}
      {...(createPinHref !== undefined ? { createPinHref } : {})}
      {...(pinBuilderInStack !== undefined ? { pinBuilderInStack } : {})}
      {...(historyLength !== undefined ? { historyLength } : {})}
      {...(interests !== undefined ? { interests } : {})}
      {...(conversionTags !== undefined ? { conversionTags } : {})}
    />
  );
}
