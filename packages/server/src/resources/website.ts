/**
 * Listed websites (issue #21 §4, beyond the spec): the settings read with the website's
 * verification, and the check that makes a website claimed. Only a verified website makes its
 * owner the official user of its domain (`userListingHost`, S0 §7 PinCreateSuccessQuery).
 */
import { randomBytes } from 'node:crypto';
import { SERVER_MESSAGES, type UserSettings } from '@pinstack/core';
import { checkSite } from '../fetch/site-verification.js';
import type { Call } from '../http/call.js';
import { badRequest } from '../http/envelope.js';
import { limited } from '../http/limits.js';
import * as store from '../store/index.js';
import { present } from '../store/returned.js';

/** A new verification token: unguessable, so nobody can claim a site by showing a token they predicted. */
export const newWebsiteToken = (): string => `pinstack-${randomBytes(16).toString('base64url')}`;

/** S0 §3 settings of a user, with the listed website's verification (#21 §4). */
export async function settingsOf(call: Call, user: store.UserRow): Promise<UserSettings> {
  const token =
    user.listed_website_url === null ? null : (user.website_token ?? (await store.websiteTokenOf(call.db, user.id, newWebsiteToken())));
  return {
    connected_to_instagram: user.connected_to_instagram,
    listed_website_url: user.listed_website_url,
    listed_website_verified: user.listed_website_url !== null && user.website_verified_at !== null,
    website_verification_token: token,
  };
}

/**
 * POST /v3/users/website/verify/: fetches the listed website (the safe fetcher, limited per
 * account) and marks it verified when it shows the account's token; 400 naming what was missing.
 */
export async function verifyWebsite(call: Call): Promise<UserSettings> {
  const viewer = call.viewer();
  await limited(call, 'websiteChecksAccount', `user:${viewer.id}`, SERVER_MESSAGES.tooManyWebsiteChecks);
  const user = present(await store.userById(call.db, viewer.id), 'signed-in user');
  if (user.listed_website_url === null) throw badRequest(SERVER_MESSAGES.noWebsite);
  const token = present((await settingsOf(call, user)).website_verification_token ?? undefined, 'website token');
  const check = await checkSite(user.listed_website_url, token, { allowPrivate: call.env.fetchAllowPrivate === true });
  if (!check.verified) throw badRequest(SERVER_MESSAGES.websiteNotVerified, check.why);
  // note: a website changed during the check keeps its new token unverified
  await store.markWebsiteVerified(call.db, user.id, token);
  return settingsOf(call, present(await store.userById(call.db, user.id), 'signed-in user'));
}
