/**
 * Journey support: a `test` whose pages are checked by axe (no serious or critical violation) and
 * screenshotted at every screen a page object names, plus reads over the API with the browser's
 * session (what the UI saved, read back).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
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

  /** A screenshot of this screen, then its axe check. */
  async capture(screen: string): Promise<void> {
    this.count += 1;
    const folder = path.join(SCREENSHOTS, this.info.project.name);
    mkdirSync(folder, { recursive: true });
    const slug = `${this.info.titlePath.slice(1).join(' ')} ${String(this.count).padStart(2, '0')} ${screen}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await this.page.screenshot({ path: path.join(folder, `${slug}.png`), fullPage: true });
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

/** A unique suffix for names a journey creates (the database is shared by the run). */
export const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
