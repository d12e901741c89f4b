/**
 * The WHATWG URL parser for the rules: core compiles against the ES2022 lib only (no DOM), so the
 * URL class that Node and every browser provide is reached through globalThis with the few members
 * the rules read. Internal to the rules (not exported from the package).
 */

/** The `URLSearchParams` members the rules read. */
export interface WhatwgSearchParams {
  has(name: string): boolean;
  forEach(callback: (value: string, name: string) => void): void;
}

/** The `URL` members the rules read. */
export interface WhatwgUrl {
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: WhatwgSearchParams;
}

type WhatwgUrlConstructor = new (input: string, base?: string) => WhatwgUrl;
const UrlClass = (globalThis as unknown as { URL: WhatwgUrlConstructor }).URL;

/** The WHATWG parser without exceptions: `null` where `new URL` would throw. */
export function parseUrl(input: string, base?: string): WhatwgUrl | null {
  try {
    return new UrlClass(input, base);
  } catch {
    return null;
  }
}
