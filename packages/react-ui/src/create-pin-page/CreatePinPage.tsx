import { MESSAGES, PIN_CREATION_METHODS } from '@pinstack/core';
import type { PinCreationMethodName } from '@pinstack/core/actors';
import type { SavePinInput, SavePinOutput } from '@pinstack/core/machines';
import { createPinPageHasImage, isHexColor, mobileCreatePageNavigation } from '@pinstack/core/rules';
import type { CreatePageNavigation, CreatePinPagePlan, CreatePinPageRequest } from '@pinstack/core/rules';
import { Suspense, useState } from 'react';
import { Button } from '../primitives/Button.js';
import { LinkButton } from '../primitives/LinkButton.js';
import { Spinner } from '../primitives/Spinner.js';
import { preloadable } from '../provider/preloadable.js';
import { SaveToBoardSteps, saveToBoardTitle } from '../save-pin/SaveToBoardSteps.js';
import type { SuccessOptions } from '../save-pin/SaveToBoardSteps.js';
import { useSavePin } from '../save-pin/use-save-pin.js';
import styles from './CreatePinPage.module.css';
import { isImageAddress } from './image-address.js';
import type { ImageFirstProps } from './ImageFirst.js';

// note: the upload control, its machine and the image warming load only for a page without an image
// of ours, not before every picker
const LazyImageFirst = preloadable<ImageFirstProps>(() => import('./ImageFirst.js').then((m) => m.ImageFirst)).Component;

/** Props of {@link CreatePinPage}. */
export interface CreatePinPageProps {
  /** What this page does for this viewer and device (`createPinPagePlan`, decided by the app). */
  readonly plan: CreatePinPagePlan;
  /** The page's parsed url (`parseCreatePinPageUrl`): the Pin to save. */
  readonly request: CreatePinPageRequest;
  /** Who is saving (signed in: the popup and the mobile picker). */
  readonly acting?: SavePinInput['acting'];
  /**
   * Runs when the flow ends: closed/cancelled, or saved (the desktop popup closes itself 10 s
   * after saving; on mobile the save ends at once and the output carries the S0 §2 toast to show).
   */
  readonly onFinish?: (output: SavePinOutput) => void;
  /** Mobile: `Create board` / `Create section` go to their pages carrying the Pin (`mobileCreatePageNavigation`). */
  readonly onNavigate?: (navigation: CreatePageNavigation) => void;
  readonly success?: SuccessOptions;
}

/** S0 §2 the Pin a create-Pin page saves, from its url: the image, link, description and colour. */
function pinOf(request: CreatePinPageRequest): SavePinInput['pin'] {
  return {
    ...(request.media ? { imageUrl: request.media } : {}),
    ...(request.url ? { link: request.url } : {}),
    ...(request.description ? { description: request.description } : {}),
    // note: a colour other than #rgb/#rrggbb would make the save a 400; the tile is only decoration
    ...(isHexColor(request.color) ? { color: request.color } : {}),
    ...(request.guid ? { guid: request.guid } : {}),
  };
}

/**
 * S0 §2/§8/§9 the create-Pin page (`/pin/create/{method}`): signed in on desktop, a popup-style
 * page (at least 750 wide) with the Pin image beside the board picker; signed in on mobile, a full
 * page headed by the step (`Choose board` → `Choose section`) with a back/cancel button; signed
 * out on desktop, the Pin image and a login/signup panel whose links return here with the marker.
 * A redirect plan renders nothing: the app navigates.
 */
export function CreatePinPage({ plan, request, acting, onFinish, onNavigate, success }: CreatePinPageProps) {
  switch (plan.kind) {
    case 'login_panel':
      return <LoginPanel request={request} returnUrl={plan.returnUrl} />;
    case 'desktop_popup':
    case 'mobile_picker':
      return acting === undefined ? null : (
        <SignedInPage
          mobile={plan.kind === 'mobile_picker'}
          request={request}
          acting={acting}
          onFinish={onFinish}
          onNavigate={onNavigate}
          success={success}
        />
      );
    default:
      return null;
  }
}

// S0 §1: the page's {method} when it is one of the creation methods (the save rule adds button_external).
const creationMethod = (method: string): { readonly method?: PinCreationMethodName } => {
  const known = PIN_CREATION_METHODS.find((name) => name === method);
  return known === undefined ? {} : { method: known };
};

/**
 * The image the visitor is looking at on the other site (S0 §2 signed out: the Pin image beside the
 * login panel). The server fetches another site's image only for a signed-in save (issue 24 §2), so
 * this one comes from that site, as the page the visitor is on already did, and without our address
 * (`no-referrer`).
 */
function PinImage({ request }: { readonly request: CreatePinPageRequest }) {
  return request.media === null ? null : (
    <img className={styles.image} src={request.media} alt={request.description ?? 'The Pin to save'} referrerPolicy="no-referrer" />
  );
}

function LoginPanel({ request, returnUrl }: { readonly request: CreatePinPageRequest; readonly returnUrl: string }) {
  const next = encodeURIComponent(returnUrl);
  return (
    <main className={styles.popup}>
      <PinImage request={request} />
      <section className={styles.panel} aria-labelledby="create-pin-login">
        <h1 id="create-pin-login" className={styles.title}>
          {MESSAGES.logInToSave}
        </h1>
        <div className={styles.links}>
          <LinkButton variant="primary" href={`/login/?next=${next}`}>
            Log in
          </LinkButton>
          <LinkButton href={`/signup/?next=${next}`}>Sign up</LinkButton>
        </div>
      </section>
    </main>
  );
}

interface SignedInProps {
  readonly mobile: boolean;
  readonly request: CreatePinPageRequest;
  readonly acting: SavePinInput['acting'];
  readonly onFinish: ((output: SavePinOutput) => void) | undefined;
  readonly onNavigate: ((navigation: CreatePageNavigation) => void) | undefined;
  readonly success: SuccessOptions | undefined;
}

/**
 * S0 §2 signed in: the picker with the page's image; a page without one (issue 20) first asks for
 * it — an upload or an image address — and another site's image is first copied by the backend
 * (issue 24 §2); both in their own chunk (`ImageFirst`), then on to the picker with it.
 */
function SignedInPage(props: SignedInProps) {
  const [media, setMedia] = useState(props.request.media);
  const picker = (image: string) => <SignedIn {...props} request={{ ...props.request, media: image }} />;
  // an image of this site (a path) is the page's image as it is: straight to the picker
  if (!isImageAddress(media) && createPinPageHasImage(media) && media !== null) return picker(media);
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <LazyImageFirst media={media} mobile={props.mobile} onFinish={props.onFinish} onImage={setMedia} picker={picker} />
    </Suspense>
  );
}

function SignedIn({ mobile, request, acting, onFinish, onNavigate, success }: SignedInProps) {
  const binding = useSavePin(
    // S0 §2 mobile: Create board / Create section go to their pages (every control alike) when the app can navigate
    { pin: pinOf(request), acting, popupAutoClose: !mobile, isMobile: mobile, createElsewhere: mobile && onNavigate !== undefined },
    {
      ...creationMethod(request.method),
      ...(onFinish ? { onFinish } : {}),
      ...(onNavigate ? { onCreateElsewhere: (boardId: string | null) => onNavigate(mobileCreatePageNavigation(request, boardId)) } : {}),
    },
  );
  const title = saveToBoardTitle(binding.view);
  if (mobile) {
    return (
      <div className={styles.mobile}>
        <header className={styles.header}>
          <Button aria-label="Cancel" onClick={() => binding.send({ type: 'CLOSE' })}>
            ×
          </Button>
          <h1>{title}</h1>
        </header>
        <main className={styles.content}>
          <SaveToBoardSteps binding={binding} success={success} fixedCreateButton />
        </main>
      </div>
    );
  }
  return (
    <main className={styles.popup}>
      <PinImage request={request} />
      <section className={styles.panel} aria-labelledby="create-pin-title">
        <h1 id="create-pin-title" className={styles.title}>
          {title}
        </h1>
        <SaveToBoardSteps binding={binding} success={success} />
      </section>
    </main>
  );
}
