/** `npm run seed`: loads the demo data into the configured database (once; later runs say so). */
import { randomBytes } from 'node:crypto';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/open.js';
import { openMediaStore } from './media/open.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoOnce } from './seed.js';
import { serverSecret } from './store/index.js';

const config = configFromEnv();
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const media = await openMediaStore(config);
try {
  const loaded = await seedDemoOnce(
    {
      db,
      dataDir: config.dataDir,
      media,
      now: () => new Date(),
      uploadSecret: await serverSecret(db, 'upload_signing', randomBytes(32).toString('base64url')),
      offsiteSecret: await serverSecret(db, 'offsite_signing', randomBytes(32).toString('base64url')),
      secureCookies: false,
    },
    { intoEmptyOnly: false },
  );
  console.log(loaded ? 'demo data loaded' : 'demo data already present');
  console.log(`sign in as ${DEMO_USERS.map((u) => u.username).join(', ')} with password ${DEMO_PASSWORD}`);
} finally {
  await media.close();
  await db.close();
}
