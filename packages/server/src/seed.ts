/**
 * The demo data loaded on the first start of an empty database and by `npm run seed`: people,
 * boards with sections and Pins, a collaboration, an advertiser with a non-owner member, a business
 * profile, and some link statuses for the offsite check.
 */
import { OWNER_PERMISSION, boardSlug } from '@pinstack/core';
import { hashPassword } from './auth/passwords.js';
import { MIGRATION_LOCK_KEY } from './db/migrations.js';
import type { ServerEnv } from './http/call.js';
import { makePng } from './png.js';
import { storeImage } from './resources/uploads.js';

/** The demo images' shapes, in turn: portrait, square, landscape, tall, wide (issue 24 §3). */
const SEED_SHAPES: readonly (readonly [number, number])[] = [
  [480, 600],
  [480, 480],
  [600, 400],
  [400, 640],
  [480, 720],
  [640, 360],
];
import * as store from './store/index.js';
import { newWebsiteToken } from './resources/website.js';
import { present } from './store/returned.js';

/** Password of every demo account (printed by `npm run seed`; a demo, not a secret). */
export const DEMO_PASSWORD = 'pinstack-demo';

/** The demo accounts: sign in with the username or e-mail and `DEMO_PASSWORD`. */
export const DEMO_USERS = [
  { username: 'demo', email: 'demo@pinstack.test', fullName: 'Dana Demo', listedWebsiteUrl: null },
  { username: 'sam', email: 'sam@pinstack.test', fullName: 'Sam Rivera', listedWebsiteUrl: 'https://sam-cooks.example/' },
  { username: 'ava', email: 'ava@pinstack.test', fullName: 'Ava Stone', listedWebsiteUrl: 'https://acme-outdoors.example/' },
  { username: 'lee', email: 'lee@pinstack.test', fullName: 'Lee Park', listedWebsiteUrl: null },
  { username: 'acme', email: 'team@acme-outdoors.example', fullName: 'Acme Outdoors', listedWebsiteUrl: 'https://acme-outdoors.example/' },
] as const;

type Rgb = readonly [number, number, number];

interface SeedPin {
  readonly title: string;
  readonly link: string;
  readonly color: Rgb;
  readonly section?: string;
}

interface SeedBoard {
  readonly owner: (typeof DEMO_USERS)[number]['username'];
  readonly name: string;
  readonly privacy: 'public' | 'secret' | 'protected';
  readonly sections?: readonly string[];
  readonly collaborators?: readonly (typeof DEMO_USERS)[number]['username'][];
  readonly pins: readonly SeedPin[];
  readonly advertiser?: true;
  readonly archivedByOwner?: true;
}

const BOARDS: readonly SeedBoard[] = [
  {
    owner: 'demo',
    name: 'Kitchen ideas',
    privacy: 'public',
    sections: ['Lighting', 'Storage'],
    pins: [
      { title: 'Brass pendant lights', link: 'https://sam-cooks.example/pendants', color: [180, 140, 60], section: 'Lighting' },
      { title: 'Open shelving', link: 'https://sam-cooks.example/shelves', color: [120, 90, 70], section: 'Storage' },
      { title: 'Green tiles #kitchen', link: 'https://tiles.example/green', color: [60, 130, 90] },
    ],
  },
  {
    owner: 'demo',
    name: 'travel',
    privacy: 'public',
    pins: [
      { title: 'Lisbon rooftops', link: 'https://travel.example/lisbon', color: [200, 110, 80] },
      { title: 'Fjord hike #travel', link: 'https://travel.example/fjords', color: [60, 100, 160] },
    ],
  },
  {
    owner: 'demo',
    name: '2025 goals',
    privacy: 'public',
    pins: [{ title: 'Run a 10k', link: 'https://run.example/10k', color: [220, 70, 70] }],
  },
  {
    owner: 'demo',
    name: 'Birthday surprise',
    privacy: 'secret',
    pins: [{ title: 'Cake ideas', link: 'https://cake.example/', color: [230, 150, 190] }],
  },
  {
    owner: 'demo',
    name: 'Old apartment',
    privacy: 'public',
    archivedByOwner: true,
    pins: [{ title: 'Hallway', link: 'https://home.example/hall', color: [150, 150, 150] }],
  },
  { owner: 'demo', name: 'Empty board', privacy: 'public', pins: [] },
  {
    owner: 'sam',
    name: 'Garden',
    privacy: 'public',
    collaborators: ['demo'],
    pins: [{ title: 'Raised beds', link: 'https://garden.example/beds', color: [90, 160, 70] }],
  },
  {
    owner: 'sam',
    name: 'Weeknight dinners',
    privacy: 'public',
    pins: [{ title: 'Pasta #dinner', link: 'https://sam-cooks.example/pasta', color: [230, 190, 90] }],
  },
  {
    owner: 'sam',
    name: 'Sam private',
    privacy: 'secret',
    pins: [{ title: 'Secret recipe', link: 'https://sam-cooks.example/secret', color: [40, 40, 40] }],
  },
  {
    owner: 'lee',
    name: 'Acme spring campaign',
    privacy: 'protected',
    advertiser: true,
    pins: [{ title: 'Trail tent', link: 'https://acme-outdoors.example/tent', color: [70, 120, 60] }],
  },
];

/**
 * Loads the demo data in one transaction holding the migrations' advisory lock, so servers starting
 * together on one database seed it once: the first loads it, the others wait and then find it there
 * (returns false). `intoEmptyOnly` (server start): only into a database without any user; otherwise
 * (`npm run seed`) whenever the demo account is missing.
 */
export async function seedDemoOnce(env: ServerEnv, options: { readonly intoEmptyOnly?: boolean } = {}): Promise<boolean> {
  return env.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    if ((options.intoEmptyOnly ?? true) && !(await store.isEmpty(tx))) return false;
    return seedDemo({ ...env, db: tx });
  });
}

/** Loads the demo data; skipped (returns false) when the demo account already exists. */
export async function seedDemo(env: ServerEnv): Promise<boolean> {
  const db = env.db;
  if ((await store.userByLogin(db, 'demo')) !== undefined) return false;
  const hash = await hashPassword(DEMO_PASSWORD, env.passwordCost);
  const ids = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const row = await store.insertUser(db, {
      email: user.email,
      username: user.username,
      fullName: user.fullName,
      passwordHash: hash,
      isPartner: user.username === 'ava' || user.username === 'acme',
      listedWebsiteUrl: user.listedWebsiteUrl,
      // #21 §4: the brand's own account has verified its site; ava merely lists the same one
      ...(user.listedWebsiteUrl === null ? {} : { website: { token: newWebsiteToken(), verified: user.username === 'acme' } }),
    });
    ids.set(user.username, row.id);
  }
  const id = (username: string): string => present(ids.get(username), `seed user ${username}`);
  const advertiser = await store.insertAdvertiser(db, { ownerId: id('ava'), name: 'Acme Outdoors', country: 'US', merchantId: 'acme-001' });
  await store.addAdvertiserMember(db, advertiser.id, id('lee'));
  // S1 §6: demo may act as the Acme business profile (it holds OWNER); lee's access needs MFA, which lee lacks.
  await store.grantProfileAccess(db, {
    profileUserId: id('acme'),
    memberId: id('demo'),
    permissions: [OWNER_PERMISSION],
    mfaRequired: true,
  });
  await store.grantProfileAccess(db, {
    profileUserId: id('acme'),
    memberId: id('lee'),
    permissions: ['CAMPAIGN_MANAGER'],
    mfaRequired: true,
  });
  await store.follow(db, id('demo'), id('sam'));
  let shape = 0;
  for (const board of BOARDS) {
    const boardId = await store.insertBoard(db, {
      ownerId: id(board.owner),
      name: board.name,
      slug: boardSlug(board.name),
      description: '',
      privacy: board.privacy,
      advertiserId: board.advertiser ? advertiser.id : null,
    });
    const sections = new Map<string, string>();
    for (const title of board.sections ?? []) {
      sections.set(title, await store.insertSection(db, { boardId, title, slug: boardSlug(title), nameSource: 0 }));
    }
    for (const username of board.collaborators ?? []) await store.addCollaborator(db, boardId, id(username));
    if (board.archivedByOwner) await store.archiveBoard(db, boardId, id(board.owner));
    for (const pin of board.pins) {
      // issue 24 §3: portrait, square and landscape images, as on a pinning site, generated here
      const [width, height] = SEED_SHAPES[shape++ % SEED_SHAPES.length] ?? [480, 600];
      const image = await storeImage(env, id(board.owner), makePng(width, height, pin.color));
      await store.insertPin(db, {
        boardId,
        sectionId: pin.section !== undefined ? present(sections.get(pin.section), `seed section ${pin.section}`) : null,
        pinnerId: id(board.owner),
        title: pin.title,
        description: pin.title,
        link: pin.link,
        imageUrl: image.url,
        imageWidth: image.width,
        imageHeight: image.height,
        images: image.images,
        color: `#${pin.color.map((c) => c.toString(16).padStart(2, '0')).join('')}`,
        guid: null,
        method: 'uploaded',
        repinOf: null,
      });
    }
  }
  await store.setLinkStatus(db, 'blocked.example', 'blocked');
  await store.setLinkStatus(db, 'suspicious.example', 'suspicious');
  return true;
}
