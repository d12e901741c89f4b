// Builds scripts/picker-size/entry.tsx with Vite and prints the gzip -9 size of every file the page
// loads before the picker shows. Run: npx tsx scripts/picker-size/measure.ts
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'dist');
await build({ root: here, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });

const assets = path.join(outDir, 'assets');
let total = 0;
for (const file of readdirSync(assets).sort()) {
  const bytes = readFileSync(path.join(assets, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  // canvas-confetti is a lazy chunk, loaded only when a board is created
  const lazy = /confetti/i.test(file);
  if (!lazy) total += gz;
  console.log(
    `${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB  gzip ${(gz / 1024).toFixed(1).padStart(6)} KB${lazy ? '  (lazy)' : ''}`,
  );
}
console.log(`before the picker shows (gzip -9): ${(total / 1024).toFixed(1)} KB`);
