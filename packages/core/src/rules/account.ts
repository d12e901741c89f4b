import {
  AGGREGATE_SAVE_MIN_COUNT,
  BROWSER_KINDS,
  DEFAULT_MIN_AGE_YEARS,
  EXCLUDED_SHOP_PLATFORMS,
  FACEBOOK_DEFAULT_LOCALE,
  FACEBOOK_LOCALE_BY_LANGUAGE,
  FACEBOOK_LOCALE_OVERRIDES,
  GOOGLE_ONE_TAP_MIN_BROWSER_VERSION,
  MIN_IMAGE_SIDE,
  OWNER_PERMISSION,
  RECAPTCHA_MAX_TIMESTAMPS,
  RECAPTCHA_WINDOW_SECONDS,
  SOCIAL_LOGIN_CONNECTED_STATUS,
  SOCIAL_LOGIN_UNKNOWN_STATUS,
  SOCIAL_SIGNUP_TYPE_FACEBOOK,
} from '../constants.js';
import type { BusinessAccessProfile, Viewer } from '../entities.js';
import { MESSAGES, QUICK_PROMOTE_MESSAGES } from '../messages.js';

// ---- S1 §5 form validation ----

/**
 * Splits a full name: trimmed, split on whitespace; the first word is the first name and the
 * rest, single-spaced, the last name. A blank name gives two empty strings.
 * S1 §5 full-name split.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words =
    typeof name === 'string'
      ? name
          .trim()
          .split(/\s+/u)
          .filter((w) => w !== '')
      : [];
  const [firstName = '', ...rest] = words;
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Whether someone born at `birthDate` is at least `minYears` old at `now`: true from the
 * `minYears`-th anniversary (in UTC) on. Someone born on 29 February comes of age on 1 March of a
 * non-leap year. An invalid date or a non-finite `minYears` is never of age.
 * S1 §5 birth age, S1 §9 default age check.
 * @default minYears = DEFAULT_MIN_AGE_YEARS (18)
 */
export function isOfAge(birthDate: Date, now: Date, minYears: number = DEFAULT_MIN_AGE_YEARS): boolean {
  if (!(birthDate instanceof Date) || !(now instanceof Date) || !Number.isFinite(minYears)) return false;
  const born = birthDate.getTime();
  const today = now.getTime();
  if (Number.isNaN(born) || Number.isNaN(today)) return false;
  const comesOfAge = new Date(born);
  // setUTCFullYear rolls 29 Feb over to 1 Mar in a non-leap year; NaN beyond the Date range.
  comesOfAge.setUTCFullYear(comesOfAge.getUTCFullYear() + Math.trunc(minYears));
  const threshold = comesOfAge.getTime();
  return !Number.isNaN(threshold) && today >= threshold;
}

/**
 * An image must be wider and taller than 119 pixels (at least `MIN_IMAGE_SIDE`, 120); otherwise
 * `Invalid Image`, the message the upload path uses for the same check (wire protocol).
 * S1 §5 image onload, S1 §9 minimum image 120 by 120.
 */
export function validateImageDimensions(size: { width: number; height: number }): string | null {
  const width = size?.width;
  const height = size?.height;
  // `>=` is false for NaN, so unknown sizes are rejected too.
  return width >= MIN_IMAGE_SIDE && height >= MIN_IMAGE_SIDE ? null : MESSAGES.invalidImage;
}

/**
 * Whether a platform is one the shop check excludes (Shopify, WooCommerce), case-insensitively.
 * S1 §5 shop check.
 */
export function isExcludedShopPlatform(platform: string | null | undefined): boolean {
  if (typeof platform !== 'string') return false;
  return (EXCLUDED_SHOP_PLATFORMS as readonly string[]).includes(platform.trim().toLowerCase());
}

// ---- S1 §6 roles ----

/**
 * Acting as a business profile is honoured only if the viewer meets its MFA requirement or the
 * profile holds `OWNER`.
 * S1 §6.
 */
export function canActAsProfile(profile: BusinessAccessProfile): boolean {
  if (profile === null || typeof profile !== 'object') return false;
  if (profile.viewerMeetsMfaRequirement === true) return true;
  return Array.isArray(profile.permissions) && profile.permissions.includes(OWNER_PERMISSION);
}

/**
 * Facebook-only-auth status: Facebook connected, Google not connected and no password. A viewer
 * whose `hasPassword` is unknown counts as having none, so a prompt meant to keep a Facebook-only
 * account reachable is not skipped by a missing field.
 * S1 §6.
 */
export function isFacebookOnlyAuth(viewer: Viewer): boolean {
  if (viewer === null || typeof viewer !== 'object') return false;
  const social = viewer.socialNetwork;
  return social?.facebook?.connected === true && social.gplus?.connected !== true && viewer.hasPassword !== true;
}

/** S1 §3 browser kinds, by code. */
export type BrowserKind = (typeof BROWSER_KINDS)[keyof typeof BROWSER_KINDS];

/** Where a one-tap prompt would show. S1 §6. */
export type OneTapSurface = keyof typeof GOOGLE_ONE_TAP_MIN_BROWSER_VERSION;

/**
 * Whether one-tap Google sign-in may be offered: the experiment is on and the browser is a
 * supported one at or above its threshold for the surface (`GOOGLE_ONE_TAP_MIN_BROWSER_VERSION`:
 * Chrome desktop 122, Chrome mobile and Edge 131; every other browser never).
 * S1 §6 one-tap Google sign-in.
 */
export function canUseGoogleOneTap(input: {
  experimentEnabled: boolean;
  browser: BrowserKind;
  browserVersion: number;
  surface: OneTapSurface;
}): boolean {
  if (input?.experimentEnabled !== true || !Object.hasOwn(GOOGLE_ONE_TAP_MIN_BROWSER_VERSION, input.surface)) return false;
  const browser = ONE_TAP_BROWSERS[input.browser];
  if (browser === undefined) return false;
  return input.browserVersion >= GOOGLE_ONE_TAP_MIN_BROWSER_VERSION[input.surface][browser];
}

const ONE_TAP_BROWSERS: Readonly<Partial<Record<number, 'chrome' | 'edge'>>> = {
  [BROWSER_KINDS.chrome]: 'chrome',
  [BROWSER_KINDS.edge]: 'edge',
};

/**
 * Aggregate-save text on a Pin for an unauthenticated visitor: shown only with the experiment on
 * and a whole count above 1 (`AGGREGATE_SAVE_MIN_COUNT`), else `null`. Wording ours:
 * `1,234 saves`.
 * S1 §6.
 */
export function aggregateSaveText(input: { isAuth: boolean; experimentEnabled: boolean; count: number }): string | null {
  if (input?.isAuth !== false || input.experimentEnabled !== true) return null;
  const { count } = input;
  if (!Number.isSafeInteger(count) || count <= AGGREGATE_SAVE_MIN_COUNT) return null;
  return QUICK_PROMOTE_MESSAGES.aggregateSaves(COUNT_FORMAT.format(count));
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

// ---- S1 §3 / §4 / §7 social sign-in ----

/**
 * Why a social login is rejected: `null` when the status is `connected`, else the status itself,
 * or `unknown` when there is no usable status.
 * S1 §4 social login, S1 §8 "rejected with the status".
 */
export function socialLoginRejection(status: unknown): string | null {
  if (status === SOCIAL_LOGIN_CONNECTED_STATUS) return null;
  return typeof status === 'string' && status.trim() !== '' ? status : SOCIAL_LOGIN_UNKNOWN_STATUS;
}

/** S1 §3 Facebook login credentials. */
export interface FacebookLoginCredentials {
  readonly facebook_id: string;
  readonly facebook_token: string;
  readonly facebook_autologin: false;
}

/**
 * Facebook login credentials for a Facebook user id and access token; autologin is always off.
 * S1 §3 Facebook login credentials, S1 §7 login data call.
 */
export function facebookLoginCredentials(facebookId: string, facebookToken: string): FacebookLoginCredentials {
  return { facebook_id: facebookId, facebook_token: facebookToken, facebook_autologin: false };
}

/** S1 §3 / §7 Facebook profile data as the profile_data call returns it. */
export interface FacebookProfileData {
  readonly id?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly email?: string;
  readonly gender?: string;
  readonly birthday?: string;
  readonly picture?: { readonly data?: { readonly url?: string; readonly is_silhouette?: boolean } } | null;
}

/** S1 §3 social signup options. */
export interface SocialSignupPayload {
  readonly type: typeof SOCIAL_SIGNUP_TYPE_FACEBOOK;
  readonly facebook_id: string;
  readonly facebook_token: string;
  readonly birthday?: string;
  readonly email?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly gender?: string;
  readonly image_url?: string;
}

const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Social sign-up options from Facebook profile data and the access token. Profile fields that are
 * missing are left out, and `image_url` is left out when the picture is a silhouette (Facebook's
 * placeholder). `null` when there is no profile id or token: empty profile data is only logged
 * (S1 §8), never sent.
 * S1 §3 social signup options.
 */
export function socialSignupPayload(profile: FacebookProfileData | null | undefined, facebookToken: string): SocialSignupPayload | null {
  if (profile === null || typeof profile !== 'object' || !nonBlank(profile.id) || !nonBlank(facebookToken)) return null;
  const picture = profile.picture?.data;
  const imageUrl = picture?.is_silhouette === true ? undefined : picture?.url;
  return {
    type: SOCIAL_SIGNUP_TYPE_FACEBOOK,
    facebook_id: profile.id,
    facebook_token: facebookToken,
    ...(nonBlank(profile.birthday) ? { birthday: profile.birthday } : {}),
    ...(nonBlank(profile.email) ? { email: profile.email } : {}),
    ...(nonBlank(profile.first_name) ? { first_name: profile.first_name } : {}),
    ...(nonBlank(profile.last_name) ? { last_name: profile.last_name } : {}),
    ...(nonBlank(profile.gender) ? { gender: profile.gender } : {}),
    ...(nonBlank(imageUrl) ? { image_url: imageUrl } : {}),
  };
}

const LOCALE_PART = /^[a-z]{2,3}$/iu;
const REGION_PART = /^[a-z]{2}$/iu;

/**
 * Facebook SDK locale for a product locale (`es-MX`, `de`, `en_AU`…): Spanish variants → `es_LA`,
 * Arabic → `ar_AR`, `en_AU` → `en_US`, bare `de`, `fr`, `it`, `ja`, `nl`, `tr` → `de_DE`, `fr_FR`,
 * `it_IT`, `ja_JP`, `nl_NL`, `tr_TR`. Our decisions for the rest: any other locale with a region is
 * normalised to `xx_YY` (a script subtag is skipped: `zh-Hant-TW` → `zh_TW`); a bare `en`, another
 * bare language, or anything unparsable → `en_US` (`FACEBOOK_DEFAULT_LOCALE`).
 * S1 §7 locale mapping.
 */
export function facebookLocale(locale: string): string {
  if (typeof locale !== 'string') return FACEBOOK_DEFAULT_LOCALE;
  const [language = '', ...rest] = locale.trim().split(/[-_]/u);
  if (!LOCALE_PART.test(language)) return FACEBOOK_DEFAULT_LOCALE;
  const lang = language.toLowerCase();
  if (lang === 'es' || lang === 'ar') return FACEBOOK_LOCALE_BY_LANGUAGE[lang];
  const region = rest.find((part) => REGION_PART.test(part))?.toUpperCase();
  if (region === undefined) {
    return Object.hasOwn(FACEBOOK_LOCALE_BY_LANGUAGE, lang)
      ? FACEBOOK_LOCALE_BY_LANGUAGE[lang as keyof typeof FACEBOOK_LOCALE_BY_LANGUAGE]
      : FACEBOOK_DEFAULT_LOCALE;
  }
  const full = `${lang}_${region}`;
  return Object.hasOwn(FACEBOOK_LOCALE_OVERRIDES, full) ? FACEBOOK_LOCALE_OVERRIDES[full as keyof typeof FACEBOOK_LOCALE_OVERRIDES] : full;
}

// ---- S1 §4 / §9 recaptcha local limit ----

const RECAPTCHA_WINDOW_MS = RECAPTCHA_WINDOW_SECONDS * 1000;

const inRecaptchaWindow = (t: unknown, nowMs: number): t is number =>
  typeof t === 'number' && Number.isFinite(t) && t <= nowMs && nowMs - t <= RECAPTCHA_WINDOW_MS;

/**
 * Records an attempt at `nowMs`: returns the stored timestamps plus `nowMs`, keeping only those
 * within the last 3600 s (inclusive) and at most the newest 3, oldest first. Timestamps later than
 * `nowMs` are dropped too (a clock set back must not keep an attempt alive longer), as are
 * non-finite ones. A non-finite `nowMs` records nothing and returns `[]`: no window can be judged.
 * S1 §4 recaptcha local limit, S1 §9 at most 3 timestamps within 3600 seconds.
 */
export function recordRecaptcha(timestamps: readonly number[], nowMs: number): number[] {
  if (!Number.isFinite(nowMs)) return [];
  const kept = (Array.isArray(timestamps) ? timestamps : []).filter((t) => inRecaptchaWindow(t, nowMs));
  return [...kept, nowMs].sort((a, b) => a - b).slice(-RECAPTCHA_MAX_TIMESTAMPS);
}

/**
 * Whether the local limit is reached: `RECAPTCHA_MAX_TIMESTAMPS` (3) attempts within the last
 * 3600 s, so the next attempt should show a recaptcha.
 * S1 §4 recaptcha local limit.
 */
export function recaptchaLimitReached(timestamps: readonly number[], nowMs: number): boolean {
  if (!Number.isFinite(nowMs) || !Array.isArray(timestamps)) return false;
  return timestamps.filter((t) => inRecaptchaWindow(t, nowMs)).length >= RECAPTCHA_MAX_TIMESTAMPS;
}

/** S1 §3 login payload identifiers (UserSessionResource create): one identity plus its secret. */
export interface SignInOptions {
  readonly username_or_email?: string;
  readonly password?: string;
  readonly facebook_id?: string;
  readonly facebook_token?: string;
  readonly facebook_autologin?: boolean;
  readonly google_open_id_token?: string;
  readonly line_id_token?: string;
  readonly sso_id_token?: string;
  readonly mfa_token?: string;
  readonly mfa_resend?: boolean;
}

/** Wire protocol UserRegisterResource create options, plus the S1 §3 social signup options. */
export interface SignUpOptions {
  readonly email?: string;
  readonly password?: string;
  readonly username?: string;
  readonly full_name?: string;
  readonly birthday?: string;
  readonly type?: 'facebook';
  readonly facebook_id?: string;
  readonly facebook_token?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly gender?: string;
  /** Omitted when the profile picture is a silhouette (S1 §3). */
  readonly image_url?: string;
}
