/**
 * Accounts and people: sign-up, sign-in/out (wire-protocol.md Sessions), follow, block, user state,
 * settings and collaborator suggestions (S0 §7, S1 §5).
 */
import {
  enforce,
  INVALID_OPTIONS,
  isOfAge,
  passwordRefusal,
  usernameRefusal,
  type RequestOf,
  isValidEmail,
  MESSAGES,
  SERVER_MESSAGES,
  TYPEAHEAD_DEFAULT_COUNT,
  type CollaboratorSuggestion,
  userStateQuotaRefusal,
  PROFILE_MESSAGES,
  profileFieldProblems,
} from '@pinstack/core';
import { MEDIA_PATH } from './uploads.js';
import { isPgError, UNIQUE_VIOLATION } from '../db/db.js';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from '../auth/passwords.js';
import { badRequest, HttpFailure, notFound } from '../http/envelope.js';
import { attempt, limited, RateLimited, signInSlowdownMs } from '../http/limits.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { endSession, startSession } from '../http/session.js';
import type { Call, Endpoints, ResourceTable } from '../http/call.js';
import * as store from '../store/index.js';
import { actorId } from './access.js';
import { userView, viewerView } from './views.js';
import { newWebsiteToken, settingsOf, verifyWebsite } from './website.js';
import { present } from '../store/returned.js';

async function viewerOf(call: Call, user: store.UserRow) {
  // S1 §3 Viewer.advertiser: the first advertiser the user owns, if any.
  const advertiserRows = await store.advertisersOwnedBy(call.db, user.id);
  return viewerView(user, advertiserRows[0]);
}

async function signIn(call: Call, options: RequestOf<'UserSessionResource.create'>) {
  // note: this server signs in by password only; a social identity has no Graph API to check here.
  if (options.username_or_email === undefined || options.username_or_email === '' || options.password === undefined) {
    throw badRequest(INVALID_OPTIONS, 'username_or_email, password: required');
  }
  const login = options.username_or_email.trim().toLowerCase();
  const user = await store.userByLogin(call.db, login);
  // Counted per account (its username and e-mail are one key) from this address and per address,
  // before the password is tried: concurrent guesses cannot all pass the limit. Past them this
  // address is refused; other addresses are not (#21 §4: a stranger could lock the owner out).
  const accountKey = user === undefined ? `login:${login}` : `user:${user.id}`;
  const pair = await attempt(call, 'signInAccountAddress', `${accountKey}|${call.address}`);
  const byAddress = await attempt(call, 'signInAddress', call.address);
  const byAccount = await attempt(call, 'signInAccount', accountKey);
  if (pair.over || byAddress.over) {
    // Refused untried: no failure of the account, so it slows nobody else down.
    await byAccount.refund();
    throw new RateLimited(
      MESSAGES.tooManySignIns,
      Math.max(pair.over ? pair.retryAfterSeconds : 0, byAddress.over ? byAddress.retryAfterSeconds : 0),
    );
  }
  // Guesses at one account from many addresses are slowed down, for everyone alike, before the
  // password is tried (a wait only after a failure would tell a guess from a hit).
  const wait = signInSlowdownMs(byAccount.hits, byAccount.max);
  if (wait > 0) await (call.env.delay ?? sleep)(wait);
  // note: an unknown account still pays for one scrypt, so timing does not tell which accounts exist.
  const matches = await verifyPassword(options.password, user?.password_hash ?? UNMATCHABLE_HASH);
  if (user === undefined || !matches) throw new HttpFailure(401, MESSAGES.badCredentials);
  // A sign-in that succeeds is no failure: this address starts afresh with the account, and the
  // address and the account get their attempt back (others' failures still count).
  await store.clearAttempts(call.db, 'signInAccountAddress', `${accountKey}|${call.address}`);
  await byAddress.refund();
  await byAccount.refund();
  await startSession(call.db, call.c, user.id, call.now, { secure: call.env.secureCookies });
  return viewerOf(call, user);
}

/**
 * Issue #21 §4 password change: the current password proves it is the owner (a session alone is
 * not enough), then every session of the account ends and this client gets a fresh one.
 */
async function changePassword(call: Call, options: RequestOf<'UserPasswordResource.update'>) {
  const viewer = call.viewer();
  enforce(passwordRefusal(options.new_password));
  // A wrong current password is a failed sign-in of the account from this address: a stolen
  // session cannot guess passwords here faster than at sign-in.
  const pairKey = `user:${viewer.id}|${call.address}`;
  const pair = await attempt(call, 'signInAccountAddress', pairKey);
  if (pair.over) throw new RateLimited(MESSAGES.tooManySignIns, pair.retryAfterSeconds);
  const user = present(await store.userById(call.db, viewer.id), 'signed-in user');
  if (!(await verifyPassword(options.old_password, user.password_hash))) throw badRequest(SERVER_MESSAGES.wrongCurrentPassword);
  await pair.refund();
  const hash = await hashPassword(options.new_password, call.env.passwordCost);
  await call.db.transaction(async (tx) => {
    await store.setPasswordHash(tx, user.id, hash);
    await store.deleteSessionsOf(tx, user.id);
  });
  await startSession(call.db, call.c, user.id, call.now, { secure: call.env.secureCookies });
  return {};
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

async function register(call: Call, options: RequestOf<'UserRegisterResource.create'>) {
  await limited(call, 'signUpAddress', call.address);
  if (options.type === 'facebook') throw new HttpFailure(401, SERVER_MESSAGES.unknownFacebookToken);
  const email = (options.email ?? '').trim();
  const password = options.password ?? '';
  if (!isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail);
  enforce(passwordRefusal(password));
  let birthday: string | undefined;
  if (options.birthday !== undefined && options.birthday !== '') {
    const date = new Date(options.birthday);
    if (Number.isNaN(date.getTime())) throw badRequest('Invalid options.', 'birthday: expected a date');
    // S1 §5: a birth date is accepted only if at least 18 years ago.
    if (!isOfAge(date, call.now)) throw badRequest(SERVER_MESSAGES.tooYoung);
    birthday = date.toISOString().slice(0, 10);
  }
  if (options.username !== undefined) enforce(usernameRefusal(options.username));
  if (await store.emailExists(call.db, email)) throw badRequest(SERVER_MESSAGES.emailTaken);
  const username = options.username ?? (await freeUsername(call, email));
  if (await store.usernameExists(call.db, username)) throw badRequest(SERVER_MESSAGES.usernameTaken);
  let user: store.UserRow;
  try {
    user = await store.insertUser(call.db, {
      email,
      username,
      fullName: options.full_name?.trim() ?? '',
      passwordHash: await hashPassword(password, call.env.passwordCost),
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

async function existingUser(call: Call, userId: string): Promise<store.UserRow> {
  const user = await store.userById(call.db, userId);
  if (user === undefined) throw notFound('user');
  return user;
}

/**
 * S0 §4 collaborator suggestions. People are found by name or username only, never by e-mail (issue
 * #21 §1); a typed e-mail is offered as an invite, flagged only by the S1 §5 validity check, so the
 * answer is the same whether an account uses that address or not.
 */
async function suggestions(
  call: Call,
  options: RequestOf<'ShareSuggestionsResource.get'> | RequestOf<'ShareSuggestionsTypeaheadResource.get'>,
): Promise<CollaboratorSuggestion[]> {
  const viewer = call.viewer();
  const term = ('term' in options ? options.term : (options.query ?? '')).trim();
  const count = options.count ?? TYPEAHEAD_DEFAULT_COUNT;
  // "@ada" names a username; anything else with an "@" is (part of) an e-mail address.
  const name = term.replace(/^@/, '');
  // With nothing typed, suggest the people the viewer follows (never a listing of every account).
  const users =
    term === ''
      ? await store.followeesOf(call.db, viewer.id, count)
      : name === '' || name.includes('@')
        ? []
        : await store.shareCandidates(call.db, name, viewer.id, count);
  const items: CollaboratorSuggestion[] = users.map((user) => ({
    type: 'user_share_suggestion',
    user: {
      id: user.id,
      full_name: user.full_name,
      username: user.username,
      ...(user.image_medium_url !== null ? { image_medium_url: user.image_medium_url, image_large_url: user.image_medium_url } : {}),
    },
  }));
  if (name.includes('@')) items.push({ type: 'user_share_suggestion', email: { title: term, valid: isValidEmail(term) } });
  return items;
}

/** The account and people calls (S0 §7, S1 §7, wire protocol "Sessions"). */
export const userEndpoints = {
  'UserSessionResource.create': { access: 'sign-in', run: signIn },
  'UserSessionResource.delete': {
    access: 'required',
    run: async (call) => {
      await endSession(call.db, call.c, call.session.kind === 'valid' ? call.session.tokenHash : undefined);
      return {};
    },
  },
  'UserRegisterResource.create': { access: 'sign-in', run: register },
  'UserPasswordResource.update': { access: 'required', run: changePassword },
  // Issue #21 §4 "sign out everywhere": every session of the account ends, this one too.
  'UserSessionsResource.delete': {
    access: 'required',
    run: async (call) => {
      await store.deleteSessionsOf(call.db, call.viewer().id);
      await endSession(call.db, call.c, undefined);
      return {};
    },
  },
  'UserFollowResource.create': {
    access: 'required',
    run: async (call, options) => {
      const followee = await existingUser(call, options.user_id);
      const viewer = call.viewer();
      if (followee.id === viewer.id) throw badRequest('You cannot follow yourself.');
      if (await store.blockedEitherWay(call.db, viewer.id, followee.id)) throw new HttpFailure(403, MESSAGES.notAllowed);
      await store.follow(call.db, viewer.id, followee.id);
      return userView(followee, true);
    },
  },
  'UserFollowResource.delete': {
    access: 'required',
    run: async (call, options) => {
      const followee = await existingUser(call, options.user_id);
      await store.unfollow(call.db, call.viewer().id, followee.id);
      return userView(followee, false);
    },
  },
  'UserBlockResource.create': {
    access: 'required',
    run: async (call, options) => {
      // S0 §6/§7: a block may be made for a business profile the viewer acts for (`orbac_subject_id`)
      const actor = await actorId(call, options.orbac_subject_id);
      const blocked = await existingUser(call, options.blocked_user_id);
      if (blocked.id === actor) throw badRequest('You cannot block yourself.');
      await store.block(call.db, actor, blocked.id);
      await store.unfollow(call.db, actor, blocked.id);
      await store.unfollow(call.db, blocked.id, actor);
      // issue 25: blocking someone ends their pending invitations to you
      await store.endInvitationsFrom(call.db, actor, (await store.userById(call.db, actor))?.email ?? '', blocked.id);
      return { blocked_user_id: blocked.id, blocked: true };
    },
  },
  'UserBlockResource.delete': {
    access: 'required',
    run: async (call, options) => {
      const actor = await actorId(call, options.orbac_subject_id);
      const blocked = await existingUser(call, options.blocked_user_id);
      await store.unblock(call.db, actor, blocked.id);
      return { blocked_user_id: blocked.id, blocked: false };
    },
  },
  'UserStateResource.create': {
    access: 'required',
    run: async (call, options) => {
      const viewer = call.viewer();
      // #21 §2 quota: a value's bytes and the account's number of names; over it nothing is stored.
      enforce(userStateQuotaRefusal(options.value, { count: 0, has: true }));
      await call.db.transaction(async (tx) => {
        enforce(userStateQuotaRefusal(options.value, await store.userStateNames(tx, viewer.id, options.state)));
        await store.setUserState(tx, viewer.id, options.state, String(options.value));
      });
      return { state: options.state, value: options.value };
    },
  },
  'ShareSuggestionsResource.get': { access: 'required', run: suggestions },
  'ShareSuggestionsTypeaheadResource.get': { access: 'required', run: suggestions },
  // S1 §7 Facebook calls. This server has no Graph API connection (it never calls other sites), so
  // it knows no Facebook token: every token is refused as unknown (401), as S1 §8 expects of a
  // failed social login; a deployment with Facebook sign-in plugs its own backend in.
  // Profile data is used before there is a session (social sign-up), like the sign-in calls.
  'POST /v3/facebook/profile_data/': { access: 'sign-in', run: async () => unknownFacebookToken() },
  'GET /v3/facebook/login_data/': { access: 'optional', run: async () => unknownFacebookToken() },
  'PUT /v3/users/follow/': {
    access: 'required',
    run: async (call, { followee_ids: ids }) => {
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
  'GET /v3/users/settings': {
    access: 'required',
    run: async (call) => {
      return settingsOf(call, call.viewer());
    },
  },
  'POST /v3/users/me/': {
    access: 'required',
    run: async (call, options) => {
      const viewer = call.viewer();
      if (options.username !== undefined && options.username.toLowerCase() !== viewer.username.toLowerCase()) {
        enforce(usernameRefusal(options.username));
        if (await store.usernameExists(call.db, options.username)) throw badRequest(SERVER_MESSAGES.usernameTaken);
      }
      const website = options.website_url?.trim() || null;
      // issue 25: a website is an http(s) address (core's rule), never a script or another scheme
      if (
        website !== null &&
        profileFieldProblems({ full_name: '', username: viewer.username, about: '', website_url: website }).website_url
      )
        throw badRequest(PROFILE_MESSAGES.websiteRule);
      // issue 25: the avatar is one of the viewer's own finished uploads, by id (never a URL the caller names)
      let avatar: string | null | undefined;
      if (options.avatar_upload_id === null) avatar = null;
      else if (options.avatar_upload_id !== undefined) {
        const upload = await store.uploadById(call.db, options.avatar_upload_id);
        if (upload === undefined || upload.user_id !== viewer.id || upload.status !== 'succeeded' || upload.file_name === null)
          throw badRequest(INVALID_OPTIONS, 'avatar_upload_id: a finished upload of yours');
        avatar = `${MEDIA_PATH}${upload.file_name}`;
      }
      const renamed = options.username !== undefined && options.username !== viewer.username;
      await call.db.transaction(async (tx) => {
        await store.updateUserSettings(
          tx,
          viewer.id,
          {
            ...(options.username !== undefined ? { username: options.username } : {}),
            ...(options.full_name !== undefined ? { fullName: options.full_name.trim() } : {}),
            ...(options.website_url !== undefined ? { listedWebsiteUrl: website } : {}),
          },
          newWebsiteToken(),
        );
        // issue 25: the old name's URLs keep leading here
        if (renamed && options.username?.toLowerCase() !== viewer.username.toLowerCase())
          await store.rememberUsername(tx, viewer.id, viewer.username);
        await store.updateProfile(tx, viewer.id, {
          ...(options.about !== undefined ? { about: options.about } : {}),
          ...(avatar !== undefined ? { imageMediumUrl: avatar } : {}),
        });
      });
      return userView(present(await store.userById(call.db, viewer.id), 'signed-in user'));
    },
  },
  'POST /v3/users/website/verify/': { access: 'required', run: verifyWebsite },
  'GET /v3/register/exists/': {
    access: 'optional',
    run: async (call, options) => {
      // Anonymous by nature (sign-up asks before there is an account), so limited per address.
      await limited(call, 'emailExistsAddress', call.address);
      const email = options.email.trim();
      if (!isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail);
      return { exists: await store.emailExists(call.db, email) };
    },
  },
} as const satisfies Endpoints;

const unknownFacebookToken = (): never => {
  throw new HttpFailure(401, SERVER_MESSAGES.unknownFacebookToken);
};

/** Account resource actions the server offers beyond the ports: the viewer read (wire protocol "Sessions"). */
export const userExtraResources: ResourceTable = {
  UserSessionResource: {
    get: {
      access: 'optional',
      run: async (call) => {
        const user = call.viewerOrNull();
        return user === null ? { isAuth: false } : viewerOf(call, user);
      },
    },
  },
};
