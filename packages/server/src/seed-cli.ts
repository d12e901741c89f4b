/** `npm run seed`: loads the demo data into the configured database (once; later runs say so). */
import { randomBytes } from 'node:crypto';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/open.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed.js';
import { serverSecret } from './store/index.js';

const config = configFromEnv();
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const loaded = await seedDemo({
    db,
    dataDir: config.dataDir,
    now: () => new Date(),
    uploadSecret: await serverSecret(db, 'upload_signing', randomBytes(32).toString('base64url')),
    secureCookies: false,
  });
  console.log(loaded ? 'demo data loaded' : 'demo data already present');
  console.log(`sign in as ${DEMO_USERS.map((u) => u.username).join(', ')} with password ${DEMO_PASSWORD}`);
} finally {
  await db.close();
}
