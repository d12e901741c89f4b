/**
 * Each page is a chunk, loaded on first visit. Not `React.lazy` under `<Suspense>`: React holds a
 * revealed boundary back until 300 ms after its fallback showed (it batches reveals), so a page
 * whose chunk came in beside the session read still waited ~300 ms to mount — and the create-Pin
 * page's board request with it (issue 11: picker shown < 1 s). The host shows its loading line
 * until the chunk is here, then renders the page at once; a page seen before renders at once.
 */
import { type ComponentType, useEffect, useState } from 'react';
import type { PageProps } from './pages/page-props.js';
import type { PageName } from './routes.js';

export type ShownPage = Exclude<PageName, 'notFound'>;
type Page = ComponentType<PageProps>;

// `/login/` and `/signup/` are one page (the switch between them keeps what was typed)
const account = () => import('./pages/AccountPage.js').then((module) => module.default);

const LOADERS: Readonly<Record<ShownPage, () => Promise<Page>>> = {
  home: () => import('./pages/HomePage.js').then((module) => module.default),
  login: account,
  signup: account,
  createPin: () => import('./pages/CreatePinRoute.js').then((module) => module.default),
  repin: () => import('./pages/RepinPage.js').then((module) => module.default),
  pin: () => import('./pages/PinPage.js').then((module) => module.default),
  boardCreate: () => import('./pages/BoardCreatePage.js').then((module) => module.default),
  sectionCreate: () => import('./pages/SectionCreatePage.js').then((module) => module.default),
  settingsClaim: () => import('./pages/SettingsClaimPage.js').then((module) => module.default),
  settings: () => import('./pages/SettingsPage.js').then((module) => module.default),
  invitations: () => import('./pages/InvitationsPage.js').then((module) => module.default),
  profileSettings: () => import('./pages/ProfileSettingsPage.js').then((module) => module.default),
  businessConvert: () => import('./pages/BusinessConvertPage.js').then((module) => module.default),
  quickPromote: () => import('./pages/QuickPromotePage.js').then((module) => module.default),
  pinBuilder: () => import('./pages/PinBuilderPage.js').then((module) => module.default),
  adManager: () => import('./pages/AdManagerPage.js').then((module) => module.default),
  offsite: () => import('./pages/OffsitePage.js').then((module) => module.default),
  search: () => import('./pages/SearchPage.js').then((module) => module.default),
  profile: () => import('./pages/ProfilePage.js').then((module) => module.default),
  board: () => import('./pages/BoardPage.js').then((module) => module.default),
};

const loaded = new Map<ShownPage, Page>();

/** Loads a page's chunk (once; later calls share the first). */
function loadPage(page: ShownPage): Promise<Page> {
  const loader = LOADERS[page];
  return loader().then((component) => {
    // note: pages with one loader are one component, so moving between them keeps it mounted
    for (const [name, other] of Object.entries(LOADERS)) if (other === loader) loaded.set(name as ShownPage, component);
    return component;
  });
}

/** Starts loading a page's chunk before React first renders (a failure is {@link usePage}'s to show). */
export function preloadPage(page: PageName): void {
  if (page !== 'notFound' && !loaded.has(page)) loadPage(page).catch(() => undefined);
}

/** What {@link usePage} gives: the page, still loading, or its chunk failed (a deploy replaced it, the network dropped). */
export type PageChunk = { readonly state: 'ready'; readonly Page: Page } | { readonly state: 'loading' } | { readonly state: 'failed' };

/** The page's component, loading its chunk now if it is not here yet (before the session is read, too). */
export function usePage(page: ShownPage | null): PageChunk {
  const [settled, setSettled] = useState<{ readonly page: ShownPage; readonly chunk: PageChunk } | null>(null);
  const ready = page === null ? undefined : loaded.get(page);
  useEffect(() => {
    // note: keyed on what this render saw: a chunk that the start-up preload brought in between this
    // render and the effect still sets state here, so the page does not wait for another render
    if (page === null || ready !== undefined) return;
    let live = true;
    loadPage(page).then(
      (Page) => live && setSettled({ page, chunk: { state: 'ready', Page } }),
      (error: unknown) => {
        console.error(error);
        if (live) setSettled({ page, chunk: { state: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [page, ready]);
  if (ready !== undefined) return { state: 'ready', Page: ready };
  return settled !== null && settled.page === page ? settled.chunk : { state: 'loading' };
}
