/**
 * `npm run seed`: loads the demo data into the configured database (once; later runs say so).
 * `npm run seed -- --large` also loads the large generated data set (seed-large.ts).
 */
import { randomBytes } from 'node:crypto';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/open.js';
import { openMediaStore } from './media/open.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoOnce } from './seed.js';
import { LARGE_SEED, seedLargeOnce } from './seed-large.js';
import { serverSecret } from './store/index.js';
import { imageService } from './images/jobs.js';
import { fetchImageBytes } from './images/remote.js';

const config = configFromEnv();
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const media = await openMediaStore(config);
try {
  const env = {
    db,
    dataDir: config.dataDir,
    media,
    now: () => new Date(),
    uploadSecret: await serverSecret(db, 'upload_signing', randomBytes(32).toString('base64url')),
    offsiteSecret: await serverSecret(db, 'offsite_signing', randomBytes(32).toString('base64url')),
    secureCookies: false,
    images: imageService({ fetchImage: (url) => fetchImageBytes(url, { allowPrivate: config.fetchAllowPrivate }) }),
  };
  const loaded = await seedDemoOnce(env, { intoEmptyOnly: false });
  console.log(loaded ? 'demo data loaded' : 'demo data already present');
  console.log(`sign in as ${DEMO_USERS.map((u) => u.username).join(', ')} with password ${DEMO_PASSWORD}`);
  if (process.argv.includes('--large')) {
    const started = Date.now();
    const large = await seedLargeOnce(env);
    console.log(
      large
        ? `large data set loaded: ${LARGE_SEED.users} people (bulk1…), ${LARGE_SEED.pins} Pins, in ${Math.round((Date.now() - started) / 1000)} s`
        : 'large data set already present',
    );
  }
} finally {
  await media.close();
  await db.close();
}
