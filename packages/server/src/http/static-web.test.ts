import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { IMMUTABLE, isApiPath, REVALIDATE, serveStaticWeb } from './static-web.js';

const root = mkdtempSync(join(tmpdir(), 'pinstack-static-'));
const INDEX = '<!doctype html><title>Pinstack</title>';
const SCRIPT = 'console.log("app")';
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), INDEX);
writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
writeFileSync(join(root, 'assets', 'index-abc123.js'), SCRIPT);
writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
writeFileSync(join(root, 'assets', 'plain-def456.css'), 'body{}');
writeFileSync(join(tmpdir(), 'pinstack-static-secret.txt'), 'secret');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('serveStaticWeb (issue 11: hashed assets immutable and compressed, index.html revalidated)', () => {
  test('a hashed asset is immutable and sent brotli-compressed when accepted', async () => {
    const response = await serveStaticWeb(root, '/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response?.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response?.headers.get('content-encoding')).toBe('br');
    expect(response?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response?.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await (response as Response).arrayBuffer())).toString()).toBe(SCRIPT);
  });

  test('gzip when brotli is not accepted, identity when neither is (or q=0)', async () => {
    expect((await serveStaticWeb(root, '/assets/index-abc123.js', 'gzip'))?.headers.get('content-encoding')).toBe('gzip');
    const plain = await serveStaticWeb(root, '/assets/index-abc123.js', 'br;q=0, gzip;q=0');
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(await plain?.text()).toBe(SCRIPT);
    expect((await serveStaticWeb(root, '/assets/index-abc123.js'))?.headers.get('content-encoding')).toBeNull();
  });

  test('an asset without a precompressed copy is sent as it is', async () => {
    const response = await serveStaticWeb(root, '/assets/plain-def456.css', 'br, gzip');
    expect(response?.headers.get('content-encoding')).toBeNull();
    expect(await response?.text()).toBe('body{}');
  });

  test('index.html answers every page path (client-side routes), never cached without revalidation', async () => {
    for (const path of ['/', '/pin/create/bookmarklet/', '/dana/kitchen/', '/advertiser/1/billing/']) {
      const response = await serveStaticWeb(root, path, 'br');
      expect(response?.headers.get('cache-control')).toBe(REVALIDATE);
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response?.text()).toBe(INDEX);
    }
  });

  test('an unhashed file outside assets is revalidated', async () => {
    expect((await serveStaticWeb(root, '/robots.txt'))?.headers.get('cache-control')).toBe(REVALIDATE);
  });

  test('a missing file with an extension is not found (no index.html for a broken asset link)', async () => {
    expect(await serveStaticWeb(root, '/assets/missing-000.js')).toBeNull();
  });

  test('dot-segments stay inside the root; badly encoded paths are refused', async () => {
    expect(await serveStaticWeb(root, '/../pinstack-static-secret.txt')).toBeNull();
    expect(await serveStaticWeb(root, '/%2e%2e/pinstack-static-secret.txt')).toBeNull();
    expect(await (await serveStaticWeb(root, '/..%2f..%2fetc/passwd'))?.text()).toBe(INDEX);
    expect(await serveStaticWeb(root, '/%E0%A4%A')).toBeNull();
    expect(await serveStaticWeb(root, '/a%00.js')).toBeNull();
  });
});

describe('isApiPath', () => {
  test('API prefixes stay the JSON 404; ad-manager pages under /ads/ are pages', () => {
    expect(isApiPath('/resource/Nope/get/')).toBe(true);
    expect(isApiPath('/v3/pins/1/')).toBe(true);
    expect(isApiPath('/ads/v4/advertisers/1/pins/2/quick_promote/')).toBe(true);
    expect(isApiPath('/ads/create/')).toBe(false);
    expect(isApiPath('/pin/1/')).toBe(false);
  });
});
