/**
 * S0 §4 mobile Pin creation from the mobile board and section create pages: saves the carried Pin
 * to the new board (or section) with `mobilePinCreateMachine`, which then shows the toast and
 * leaves the page (back two steps from board create, one from section create, or closes a popup).
 */
import { PIN_CREATION_METHODS } from '@pinstack/core';
import { mobilePinCreateActors, type PortsRuntime } from '@pinstack/core/actors';
import { mobilePinCreateMachine, type MobilePinCreateEvent } from '@pinstack/core/machines';
import type { CreatePinPageRequest } from '@pinstack/core/rules';
import type { PinService } from '@pinstack/core/ports';
import { useBoundMachine } from '@pinstack/react-ui';
import { useLocation } from 'wouter';
import { inAppMoveCount } from '../history.js';
import { useSession } from '../session.js';

/** S0 §2 the Pin a create-Pin request describes. */
function pinOf(request: CreatePinPageRequest) {
  return {
    ...(request.media ? { imageUrl: request.media } : {}),
    ...(request.url ? { link: request.url } : {}),
    ...(request.description ? { description: request.description } : {}),
    ...(request.color ? { color: request.color } : {}),
    ...(request.guid ? { guid: request.guid } : {}),
  };
}

/** Binds `mobilePinCreateMachine` for `request`; `send` a `PIN.CREATE` once the board or section exists. */
export function useMobilePinCreate(
  request: CreatePinPageRequest,
  fromBoardCreate: boolean,
): {
  readonly send: (event: MobilePinCreateEvent) => void;
  readonly creating: boolean;
} {
  const { setToast } = useSession();
  const [, navigate] = useLocation();
  const provide = (runtime: PortsRuntime<PinService>) => {
    const method = PIN_CREATION_METHODS.find((name) => name === request.method);
    return mobilePinCreateMachine.provide({
      actors: mobilePinCreateActors(runtime, method === undefined ? {} : { method }),
      actions: {
        showToast: (_, toast) => setToast(toast),
        navigate: (_, params) => {
          if ('to' in params) navigate(params.to);
          // note: opened straight from another site, going back would leave the app; home instead
          else if (inAppMoveCount() >= params.back) globalThis.history.go(-params.back);
          else navigate('/', { replace: true });
        },
        closeWindow: () => (globalThis.opener ? globalThis.close() : navigate('/', { replace: true })),
      },
    });
  };
  const { view: creating, send } = useBoundMachine('useMobilePinCreate', provide, {
    input: {
      pin: pinOf(request),
      openedAsPopup: globalThis.opener !== null && globalThis.opener !== undefined,
      historyLength: globalThis.history.length,
      fromBoardCreate,
    },
    select: (snapshot) => snapshot.matches('creating'),
  });
  return { send, creating };
}
