/**
 * Configuration of the HTTP adapter: where the backend is and which platform functions to use.
 * Platform globals sit behind injectable functions with lazy defaults (style habit 9), so tests and
 * Node callers replace them.
 */
import type { UploadProgress } from '@pinstack/core';
import { RECENT_ITEM_CACHE_SIZE } from '@pinstack/core';

/** A multipart upload that can report progress (XMLHttpRequest in browsers). */
export interface UploadRequest {
  readonly url: string;
  readonly form: FormData;
  readonly signal: AbortSignal;
  readonly onProgress: (progress: UploadProgress) => void;
}

/** What an uploader answers: the HTTP status and the body text. Rejects like fetch (AbortError on abort). */
export interface UploadResponse {
  readonly status: number;
  readonly text: string;
}

/** Sends an upload with progress events. */
export type Uploader = (request: UploadRequest) => Promise<UploadResponse>;

/** Options of `makeHttpAdapter`. */
export interface HttpAdapterConfig {
  /** Origin (and optional path prefix) of the backend, e.g. `https://pinstack.example` or `''` for same-origin. */
  readonly baseUrl: string;
  /** @default globalThis.fetch (looked up at call time) */
  readonly fetch?: typeof globalThis.fetch;
  /** The session's CSRF token (wire protocol). @default the `csrftoken` cookie of `document.cookie` */
  readonly csrfToken?: () => string | undefined;
  /** Upload with progress. @default an XMLHttpRequest uploader when the platform has XMLHttpRequest; else fetch without progress events */
  readonly uploader?: Uploader;
  /** S0 §7 pixel host. @default baseUrl */
  readonly logBaseUrl?: string;
  /** S1 §7 attribution-source host. @default baseUrl */
  readonly attributionBaseUrl?: string;
  /** S1 §7 / §9 typeahead cache size (scope and term). @default RECENT_ITEM_CACHE_SIZE (10) */
  readonly typeaheadCacheSize?: number;
}

/** The CSRF cookie name of the wire protocol. */
export const CSRF_COOKIE = 'csrftoken';

/** Reads one cookie from a `document.cookie`-style string; `undefined` when absent. */
export function readCookie(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The default CSRF reader: the `csrftoken` cookie when running in a document. */
export const documentCsrfToken = (): string | undefined =>
  readCookie((globalThis as { document?: { cookie?: string } }).document?.cookie, CSRF_COOKIE);

/** Config with every default filled in. */
export interface ResolvedConfig {
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly csrfToken: () => string | undefined;
  readonly uploader: Uploader | undefined;
  readonly logBaseUrl: string;
  readonly attributionBaseUrl: string;
  readonly typeaheadCacheSize: number;
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** Fills the defaults of `HttpAdapterConfig`. */
export function resolveConfig(config: HttpAdapterConfig, xhrUploader: () => Uploader | undefined): ResolvedConfig {
  const baseUrl = trimSlash(config.baseUrl);
  return {
    baseUrl,
    // note: looked up per call so a test or polyfill installed later is honoured
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    csrfToken: config.csrfToken ?? documentCsrfToken,
    uploader: config.uploader ?? xhrUploader(),
    logBaseUrl: trimSlash(config.logBaseUrl ?? baseUrl),
    attributionBaseUrl: trimSlash(config.attributionBaseUrl ?? baseUrl),
    typeaheadCacheSize: Math.max(1, Math.floor(config.typeaheadCacheSize ?? RECENT_ITEM_CACHE_SIZE)),
  };
}
