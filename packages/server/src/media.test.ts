/** The local-directory media store (the default, #13.11) against the media store contract. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localMediaStore } from './media/media-store.js';
import { runMediaStoreContract } from './testing/media-contract.js';

runMediaStoreContract('local directory', {
  open: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pinstack-media-'));
    return {
      store: localMediaStore(join(dir, 'media')),
      contents: async () => {
        try {
          return readdirSync(join(dir, 'media')).sort();
        } catch {
          return [];
        }
      },
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
});
