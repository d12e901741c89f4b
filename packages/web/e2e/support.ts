/**
 * Journey support: a `test` whose pages are checked by axe (no serious or critical violation) and
 * screenshotted at every screen a page object names, plus reads over the API with the browser's
 * session (what the UI saved, read back).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { makePng } from '@pinstack/server';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** Where screenshots go: one folder per project, kept by CI as an artifact. */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../e2e-artifacts/screenshots');

/** The demo account of the server's seed. */
export const DEMO = { username: 'demo', email: 'demo@pinstack.test', password: 'pinstack-demo' } as const;

/** Screenshots and accessibility checks of one test. */
export class Screens {
  private count = 0;
  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  /** Checks the page with axe (WCAG 2.x A/AA): no serious or critical violation. */
  async axe(screen: string): Promise<void> {
    // Scan the settled screen: mid-transition (a card's Save fading in as focus returns from a
    // closed modal) axe measures the half-transparent colours and reports a contrast it never has.
    // Transitions only: a spinner's endless animation never settles.
    await this.page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    const results = await new AxeBuilder({ page: this.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      bad.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      `axe on ${screen}`,
    ).toEqual([]);
  }

  /**
   * A screenshot of this screen, then its axe check. `viewport: true` shows only what is on screen
   * (where a scrolled page is), and leaves a touch viewport as it is: a full-page shot resizes it.
   */
  async capture(screen: string, { viewport = false }: { readonly viewport?: boolean } = {}): Promise<void> {
    this.count += 1;
    const folder = path.join(SCREENSHOTS, this.info.project.name);
    mkdirSync(folder, { recursive: true });
    const slug = `${this.info.titlePath.slice(1).join(' ')} ${String(this.count).padStart(2, '0')} ${screen}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await this.page.screenshot({ path: path.join(folder, `${slug}.png`), fullPage: !viewport });
    await this.axe(screen);
  }
}

/** Reads of the wire protocol with the browser context's cookies (the signed-in session). */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  /** A resource read: `GET /resource/{name}/get/?data={"options":…}` → `data`. */
  async read<T>(name: string, options: Record<string, unknown>): Promise<T> {
    const response = await this.request.get(`/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`);
    const body = (await response.json()) as { resource_response: { data: T; error?: { message: string } } };
    expect(response.ok(), `${name}: ${body.resource_response.error?.message ?? ''}`).toBe(true);
    return body.resource_response.data;
  }

  /** A REST read: `GET path?query` → `data`. */
  async get<T>(pathname: string, query: Record<string, string> = {}): Promise<T> {
    const response = await this.request.get(`${pathname}?${new URLSearchParams(query).toString()}`);
    const body = (await response.json()) as { resource_response: { data: T } };
    expect(response.ok(), pathname).toBe(true);
    return body.resource_response.data;
  }

  /** A write of the wire protocol with the session's CSRF token: `{method} /resource/{name}/{action}/` → `data`. */
  async write<T>(method: 'POST' | 'PUT' | 'DELETE', name: string, options: Record<string, unknown>): Promise<T> {
    const action = method === 'POST' ? 'create' : method === 'PUT' ? 'update' : 'delete';
    const csrf = (await this.request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await this.request.fetch(`/resource/${name}/${action}/`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
      data: JSON.stringify({ options }),
    });
    const body = (await response.json()) as { resource_response: { data: T; error?: { message: string } } };
    expect(response.ok(), `${method} ${name}: ${body.resource_response.error?.message ?? ''}`).toBe(true);
    return body.resource_response.data;
  }

  /** A write the caller expects may be refused: its HTTP status (issue #25 owner-only calls). */
  async status(method: 'POST' | 'PUT' | 'DELETE', name: string, options: Record<string, unknown>): Promise<number> {
    const action = method === 'POST' ? 'create' : method === 'PUT' ? 'update' : 'delete';
    const csrf = (await this.request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await this.request.fetch(`/resource/${name}/${action}/`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
      data: JSON.stringify({ options }),
    });
    return response.status();
  }

  /** Signs up a new pinner (wire protocol UserRegisterResource): this context is then signed in as them. */
  async signUp(pinner: Pinner): Promise<{ id: string; username: string }> {
    return this.write('POST', 'UserRegisterResource', {
      email: pinner.email,
      password: pinner.password,
      username: pinner.username,
      full_name: pinner.fullName,
    });
  }

  /** Creates a board as the signed-in pinner (S0 §3 board create payload) → its id. */
  async createBoard(name: string, privacy: 'public' | 'secret' = 'public'): Promise<string> {
    return (await this.write<{ id: string }>('POST', 'BoardResource', { name, privacy })).id;
  }

  /** Uploads a generated PNG (S0 §7 VIPResource, then the form upload) and waits for its image url. */
  async uploadImage(width = 300, height = 400, rgb: readonly [number, number, number] = [200, 90, 70]): Promise<string> {
    const ticket = await this.write<{ upload_id: string; upload_url: string; upload_parameters: Record<string, string> }>(
      'POST',
      'VIPResource',
      { type: 'pinimage' },
    );
    const uploaded = await this.request.post(new URL(ticket.upload_url).pathname, {
      multipart: { ...ticket.upload_parameters, file: { name: 'pin.png', mimeType: 'image/png', buffer: makePng(width, height, rgb) } },
    });
    expect(uploaded.ok(), 'upload').toBe(true);
    let imageUrl = '';
    await expect
      .poll(async () => {
        const records = await this.read<Record<string, { status: string; image_url?: string }>>('VIPResource', {
          upload_ids: [ticket.upload_id],
        });
        imageUrl = records[ticket.upload_id]?.image_url ?? '';
        return records[ticket.upload_id]?.status;
      })
      .toBe('succeeded');
    return imageUrl;
  }

  /** Creates a Pin from a freshly uploaded image (300 × 400 unless `size` says) on a board of the signed-in pinner → its id. */
  async createPin(
    pin: { board_id: string; title?: string; link?: string; description?: string; section_id?: string },
    size: { readonly width: number; readonly height: number } = { width: 300, height: 400 },
  ): Promise<string> {
    const image_url = await this.uploadImage(size.width, size.height);
    return (await this.write<{ id: string }>('POST', 'PinResource', { ...pin, image_url, method: 'uploaded' })).id;
  }

  /** The signed-in viewer's picker boards (name → id). */
  async boards(): Promise<Map<string, string>> {
    const data = await this.read<{ all_boards: { id: string; name: string }[] }>('BoardPickerBoardsResource', {});
    return new Map(data.all_boards.map((board) => [board.name, board.id]));
  }

  /** The Pins on a board (or one of its sections), newest first. */
  async boardPins(boardId: string, sectionId?: string): Promise<{ id: string; title?: string; link?: string | null; imageUrl?: string }[]> {
    const data = await this.read<unknown>('BoardFeedResource', { board_id: boardId, ...(sectionId ? { section_id: sectionId } : {}) });
    return (Array.isArray(data) ? data : ((data as { pins?: unknown[] }).pins ?? [])) as { id: string; title?: string }[];
  }

  /** A board's sections. */
  async sections(boardId: string): Promise<{ id: string; title?: string; name?: string }[]> {
    return this.read('BoardSectionsRepinResource', { board_id: boardId });
  }
}

/** The journeys' `test`: `screens` and `api` fixtures on top of Playwright's. */
export const test = base.extend<{ screens: Screens; api: Api; isMobile: boolean }>({
  screens: async ({ page }, use, info) => {
    await use(new Screens(page, info));
  },
  api: async ({ page }, use) => {
    await use(new Api(page.request));
  },
});

export { expect };

/** A pinner a journey signs up. */
export interface Pinner {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
}

/** A unique suffix for names a journey creates (the database is shared by the run). */
export const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A new pinner's sign-up details, unique in the run. */
export const newPinner = (name = 'Pat Newcomer'): Pinner => {
  const username = `p${unique()}`;
  return { username, email: `${username}@example.com`, password: 'a long enough password', fullName: name };
};
