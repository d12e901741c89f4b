/**
 * The web app's build: React, one entry (the shell), a chunk per page, and the groups of
 * `chunks.ts` (the backend: Effect runtime + adapter; the save picker). Every asset is also
 * written precompressed (`.br`, `.gz`) so the server sends it without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appIconFiles } from './app-icons.js';
import { CHUNK_GROUPS } from './chunks.js';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/** Writes `file.br` and `file.gz` beside every compressible output file. */
function precompress(): Plugin {
  return {
    name: 'pinstack-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir;
      if (dir === undefined) return;
      const walk = (folder: string): string[] =>
        readdirSync(folder).flatMap((name) => {
          const full = path.join(folder, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Every page starts by importing the backend chunk (the session read decides the page), but the
 * browser would only find that `import()` once the entry has run: a `modulepreload` in the HTML
 * fetches it beside the entry (issue 11: the picker and the feed's first paint wait on it).
 */
function preloadBackend(): Plugin {
  return {
    name: 'pinstack-preload-backend',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const backend = Object.values(context.bundle ?? {}).find((chunk) => chunk.type === 'chunk' && chunk.name === 'backend');
        if (backend === undefined) return [];
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${backend.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/** Writes the app's icons and web manifest at the site's root (issue 20); the dev server serves them too. */
function appIcons(): Plugin {
  const files = appIconFiles();
  const types: Readonly<Record<string, string>> = {
    '.ico': 'image/x-icon',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.webmanifest': 'application/manifest+json',
  };
  return {
    name: 'pinstack-app-icons',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const file = files[name];
        if (file === undefined) return next();
        response.setHeader('content-type', types[path.extname(name)] ?? 'application/octet-stream');
        response.end(file);
      });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress(), preloadBackend(), appIcons()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } },
    },
  },
});
