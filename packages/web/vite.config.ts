/**
 * The web app's build: React, one entry (the shell), a chunk per page and one for the backend
 * (Effect runtime + adapter). Every asset is also written precompressed (`.br`, `.gz`) so the
 * server sends it without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
});
