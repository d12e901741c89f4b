/**
 * Accounts and people: sign-up, sign-in/out (wire-protocol.md Sessions), follow, block, user state,
 * settings and collaborator suggestions (S0 §7, S1 §5).
 */
import { Schema } from 'effect';
import {
  isOfAge,
  isValidEmail,
  MESSAGES,
  SERVER_MESSAGES,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_MAX_FAILURES,
  TYPEAHEAD_DEFAULT_COUNT,
  type CollaboratorSuggestion,
} from '@pinstack/core';
import { isPgError, UNIQUE_VIOLATION } from '../db/db.js';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from '../auth/passwords.js';
import { badRequest, HttpFailure, notFound } from '../http/envelope.js';
import { decodeOrFail, Id, Text } from '../http/decode.js';
import { endSession, startSession } from '../http/session.js';
import type { Call, ResourceTable, RestRoute } from '../http/call.js';
import * as store from '../store/index.js';
import { userView, viewerView } from './views.js';
import { present } from '../store/returned.js';

/** Shortest password we accept ("not shown" in the specs; ours). */
export const PASSWORD_MIN_LENGTH = 8;
const USERNAME = /^[A-Za-z0-9_]{3,30}$/;

const SignIn = Schema.Struct({ username_or_email: Text(320).pipe(Schema.minLength(1)), password: Text(1000) });
const Register = Schema.Struct({
  email: Text(320),
  password: Text(1000),
  username: Schema.optional(Text(30)),
  full_name: Schema.optional(Text(200)),
  birthday: Schema.optional(Schema.String),
});

async function viewerOf(call: Call, user: store.UserRow) {
  // S1 §3 Viewer.advertiser: the first advertiser the user owns, if any.
  const advertiserRows = await store.advertisersOwnedBy(call.db, user.id);
  return viewerView(user, advertiserRows[0]);
}

async function signIn(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(SignIn, input);
  const account = options.username_or_email.trim().toLowerCase();
  const since = new Date(call.now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
  const failures = await store.recentSignInFailures(call.db, account, call.address, since);
  if (failures.account >= SIGN_IN_MAX_FAILURES || failures.address >= SIGN_IN_MAX_FAILURES) {
    throw new HttpFailure(429, MESSAGES.tooManySignIns);
  }
  const user = await store.userByLogin(call.db, account);
  // note: an unknown account still pays for one scrypt, so timing does not tell which accounts exist.
  const matches = await verifyPassword(options.password, user?.password_hash ?? UNMATCHABLE_HASH);
  if (user === undefined || !matches) {
    await store.recordSignInFailure(call.db, account, call.address, call.now);
    throw new HttpFailure(401, MESSAGES.badCredentials);
  }
  await store.clearSignInFailures(call.db, account);
  await startSession(call.db, call.c, user.id, call.now, { secure: call.env.secureCookies });
  return viewerOf(call, user);
}

async function freeUsername(call: Call, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9_]/g, '')
    .slice(0, 24)
    .padEnd(3, '_');
  if (!(await store.usernameExists(call.db, base))) return base;
  for (let n = 1; n < 1000; n++) {
    const candidate = `${base}${n}`;
    if (!(await store.usernameExists(call.db, candidate))) return candidate;
  }
  throw badRequest(SERVER_MESSAGES.usernameTaken);
}

async function register(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(Register, input);
  const email = options.email.trim();
  if (!isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail);
  if ([...options.password].length < PASSWORD_MIN_LENGTH) throw badRequest(SERVER_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH));
  let birthday: string | undefined;
  if (options.birthday !== undefined && options.birthday !== '') {
    const date = new Date(options.birthday);
    if (Number.isNaN(date.getTime())) throw badRequest('Invalid options.', 'birthday: expected a date');
    // S1 §5: a birth date is accepted only if at least 18 years ago.
    if (!isOfAge(date, call.now)) throw badRequest(SERVER_MESSAGES.tooYoung);
    birthday = date.toISOString().slice(0, 10);
  }
  if (options.username !== undefined && !USERNAME.test(options.username)) {
    throw badRequest('Invalid options.', 'username: 3 to 30 letters, digits or _');
  }
  if (await store.emailExists(call.db, email)) throw badRequest(SERVER_MESSAGES.emailTaken);
  const username = options.username ?? (await freeUsername(call, email));
  if (await store.usernameExists(call.db, username)) throw badRequest(SERVER_MESSAGES.usernameTaken);
  let user: store.UserRow;
  try {
    user = await store.insertUser(call.db, {
      email,
      username,
      fullName: options.full_name?.trim() ?? '',
      passwordHash: await hashPassword(options.password, call.env.passwordCost),
      birthday,
    });
  } catch (error) {
    // A concurrent sign-up took the e-mail or the username between the checks and the insert.
    if (isPgError(error, UNIQUE_VIOLATION)) throw badRequest(SERVER_MESSAGES.emailTaken);
    throw error;
  }
  await startSession(call.db, call.c, user.id, call.now, { secure: call.env.secureCookies });
  return userView(user);
}

const FollowOptions = Schema.Struct({
  user_id: Id,
  invite_code: Schema.optional(Schema.String),
  aux_data: Schema.optional(Schema.Unknown),
  client_tracking_params: Schema.optional(Schema.Unknown),
});
const BlockOptions = Schema.Struct({
  blocked_user_id: Id,
  orbac_subject_id: Schema.optional(Id),
  block_source: Schema.optional(Schema.Unknown),
  block_context: Schema.optional(Schema.Unknown),
});
const StateOptions = Schema.Struct({
  state: Text(100).pipe(Schema.minLength(1)),
  value: Schema.Union(Schema.String, Schema.Number, Schema.Boolean),
});
const FolloweeIds = Schema.Struct({ followee_ids: Text(10_000) });
const MeOptions = Schema.Struct({
  username: Schema.optional(Text(30)),
  full_name: Schema.optional(Text(200)),
  about: Schema.optional(Text(500)),
  website_url: Schema.optional(Schema.NullOr(Text(2048))),
});
const ExistsOptions = Schema.Struct({ email: Text(320) });
const SuggestOptions = Schema.Struct({
  query: Schema.optional(Text(320)),
  term: Schema.optional(Text(320)),
  count: Schema.optional(Schema.Int.pipe(Schema.between(1, 50))),
  board_id: Schema.optional(Id),
});

async function existingUser(call: Call, userId: string): Promise<store.UserRow> {
  const user = await store.userById(call.db, userId);
  if (user === undefined) throw notFound('user');
  return user;
}

async function suggestions(call: Call, input: Record<string, unknown>): Promise<CollaboratorSuggestion[]> {
  const options = decodeOrFail(SuggestOptions, input);
  const viewer = call.viewer();
  const term = (options.query ?? options.term ?? '').trim();
  const count = options.count ?? TYPEAHEAD_DEFAULT_COUNT;
  // With nothing typed, suggest the people the viewer follows.
  const users = term === '' ? await store.followeesOf(call.db, viewer.id, count) : await store.searchUsers(call.db, term, viewer.id, count);
  const items: CollaboratorSuggestion[] = users.map((user) => ({
    type: 'user_share_suggestion',
    user: {
      id: user.id,
      full_name: user.full_name,
      username: user.username,
      ...(user.image_medium_url !== null ? { image_medium_url: user.image_medium_url, image_large_url: user.image_medium_url } : {}),
    },
  }));
  // S0 §4: a typed e-mail address is offered as an invite, flagged by the S1 §5 validity check.
  if (term !== '' && term.includes('@')) items.push({ type: 'user_share_suggestion', email: { title: term, valid: isValidEmail(term) } });
  return items;
}

/** The account and people resources. */
export const userResources: ResourceTable = {
  UserSessionResource: {
    create: { access: 'sign-in', run: signIn },
    delete: {
      access: 'required',
      run: async (call) => {
        await endSession(call.db, call.c, call.session.kind === 'valid' ? call.session.tokenHash : undefined);
        return {};
      },
    },
    get: {
      access: 'optional',
      run: async (call) => {
        const user = call.viewerOrNull();
        return user === null ? { isAuth: false } : viewerOf(call, user);
      },
    },
  },
  UserRegisterResource: { create: { access: 'sign-in', run: register } },
  UserFollowResource: {
    create: {
      access: 'required',
      run: async (call, input) => {
        const followee = await existingUser(call, decodeOrFail(FollowOptions, input).user_id);
        const viewer = call.viewer();
        if (followee.id === viewer.id) throw badRequest('You cannot follow yourself.');
        if (await store.blockedEitherWay(call.db, viewer.id, followee.id)) throw new HttpFailure(403, MESSAGES.notAllowed);
        await store.follow(call.db, viewer.id, followee.id);
        return userView(followee, true);
      },
    },
    delete: {
      access: 'required',
      run: async (call, input) => {
        const followee = await existingUser(call, decodeOrFail(FollowOptions, input).user_id);
        await store.unfollow(call.db, call.viewer().id, followee.id);
        return userView(followee, false);
      },
    },
  },
  UserBlockResource: {
    create: {
      access: 'required',
      run: async (call, input) => {
        const blocked = await existingUser(call, decodeOrFail(BlockOptions, input).blocked_user_id);
        const viewer = call.viewer();
        if (blocked.id === viewer.id) throw badRequest('You cannot block yourself.');
        await store.block(call.db, viewer.id, blocked.id);
        await store.unfollow(call.db, viewer.id, blocked.id);
        await store.unfollow(call.db, blocked.id, viewer.id);
        return { blocked_user_id: blocked.id, blocked: true };
      },
    },
    delete: {
      access: 'required',
      run: async (call, input) => {
        const blocked = await existingUser(call, decodeOrFail(BlockOptions, input).blocked_user_id);
        await store.unblock(call.db, call.viewer().id, blocked.id);
        return { blocked_user_id: blocked.id, blocked: false };
      },
    },
  },
  UserStateResource: {
    create: {
      access: 'required',
      run: async (call, input) => {
        const options = decodeOrFail(StateOptions, input);
        await store.setUserState(call.db, call.viewer().id, options.state, String(options.value));
        return { state: options.state, value: options.value };
      },
    },
  },
  ShareSuggestionsResource: { get: { access: 'required', run: suggestions } },
  ShareSuggestionsTypeaheadResource: { get: { access: 'required', run: suggestions } },
};

/**
 * S1 §7 Facebook calls. This server has no Graph API connection (it never calls other sites), so
 * it knows no Facebook token: every token is refused as unknown (401), as S1 §8 expects of a
 * failed social login; a deployment with Facebook sign-in plugs its own backend in.
 */
const FacebookProfileOptions = Schema.Struct({ access_token: Text(4096) });
const FacebookLoginOptions = Schema.Struct({ facebook_id: Text(200), facebook_token: Text(4096) });
const unknownFacebookToken = (): never => {
  throw new HttpFailure(401, SERVER_MESSAGES.unknownFacebookToken);
};

/** REST calls about the viewer and other users (S0 §7). */
export const userRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/v3/facebook/profile_data/',
    endpoint: {
      // Used before there is a session (social sign-up), like the sign-in calls.
      access: 'sign-in',
      run: async (_call, input) => {
        decodeOrFail(FacebookProfileOptions, input);
        return unknownFacebookToken();
      },
    },
  },
  {
    method: 'GET',
    path: '/v3/facebook/login_data/',
    endpoint: {
      access: 'optional',
      run: async (_call, input) => {
        decodeOrFail(FacebookLoginOptions, input);
        return unknownFacebookToken();
      },
    },
  },
  {
    method: 'PUT',
    path: '/v3/users/follow/',
    endpoint: {
      access: 'required',
      run: async (call, input) => {
        const ids = decodeOrFail(FolloweeIds, input)
          .followee_ids.split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '');
        const viewer = call.viewer();
        // All or nothing: an unknown id fails the call before anyone is followed.
        const followees = [];
        for (const id of ids) followees.push(await existingUser(call, id));
        for (const followee of followees) {
          if (followee.id !== viewer.id && !(await store.blockedEitherWay(call.db, viewer.id, followee.id))) {
            await store.follow(call.db, viewer.id, followee.id);
          }
        }
        return { followee_ids: ids };
      },
    },
  },
  {
    method: 'GET',
    path: '/v3/users/settings',
    endpoint: {
      access: 'required',
      run: async (call) => {
        const viewer = call.viewer();
        return { connected_to_instagram: viewer.connected_to_instagram, listed_website_url: viewer.listed_website_url };
      },
    },
  },
  {
    method: 'POST',
    path: '/v3/users/me/',
    endpoint: {
      access: 'required',
      run: async (call, input) => {
        const options = decodeOrFail(MeOptions, input);
        const viewer = call.viewer();
        if (options.username !== undefined && options.username.toLowerCase() !== viewer.username.toLowerCase()) {
          if (!USERNAME.test(options.username)) throw badRequest('Invalid options.', 'username: 3 to 30 letters, digits or _');
          if (await store.usernameExists(call.db, options.username)) throw badRequest(SERVER_MESSAGES.usernameTaken);
        }
        await store.updateUserSettings(call.db, viewer.id, {
          ...(options.username !== undefined ? { username: options.username } : {}),
          ...(options.full_name !== undefined ? { fullName: options.full_name.trim() } : {}),
          ...(options.website_url !== undefined ? { listedWebsiteUrl: options.website_url } : {}),
        });
        return userView(present(await store.userById(call.db, viewer.id), 'signed-in user'));
      },
    },
  },
  {
    method: 'GET',
    path: '/v3/register/exists/',
    endpoint: {
      access: 'optional',
      run: async (call, input) => {
        const email = decodeOrFail(ExistsOptions, input).email.trim();
        if (!isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail);
        return { exists: await store.emailExists(call.db, email) };
      },
    },
  },
];
