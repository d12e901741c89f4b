/**
 * Profiles (issue 25, beyond the spec: expected by users). S0 §2 links a profile at `/{username}/`
 * and S0 §3 gives a User an `image_medium_url`; what a profile shows and how its owner edits it is
 * ours: an avatar (the uploaded image, or initials on a colour), the name, about text, website,
 * the counts, and the edit form's rules.
 */
import { USERNAME_PATTERN } from './enforcement.js';
import { type AVATAR_COLOURS, avatarColourOf, initialsOf } from './pin-page.js';

/** What an avatar without an image shows: up to two initials (code points, upper case) on a colour. */
export interface AvatarFallback {
  readonly initials: string;
  readonly colour: (typeof AVATAR_COLOURS)[number];
}

/**
 * The initials of `name` (else `username`, else `?`; the Pin page's `initialsOf`) and the colour of
 * `id` (`avatarColourOf`): one avatar for a person wherever it shows.
 */
export function avatarFallback(person: {
  readonly id: string;
  readonly name?: string | undefined;
  readonly username?: string | undefined;
}): AvatarFallback {
  return { initials: initialsOf(person.name, person.username), colour: avatarColourOf(person.id) };
}

/** The longest display name, about text and website a profile keeps (the request schema's bounds). */
export const PROFILE_LIMITS = { fullName: 200, about: 500, websiteUrl: 2048 } as const;

/** The profile form's fields. */
export interface ProfileFields {
  readonly full_name: string;
  readonly username: string;
  readonly about: string;
  readonly website_url: string;
}

/** The words of the profile screens (ours). */
export const PROFILE_MESSAGES = {
  editProfile: 'Edit profile',
  save: 'Save',
  saved: 'Profile saved.',
  usernameRule: 'Use 3 to 30 letters, numbers or _.',
  fullNameTooLong: `Please enter no more than ${PROFILE_LIMITS.fullName} characters.`,
  aboutTooLong: `Please enter no more than ${PROFILE_LIMITS.about} characters.`,
  websiteRule: 'Enter a web address starting with http:// or https://',
  createBoard: 'Create board',
  emptyOwnProfile: 'Make a board to collect your ideas.',
  emptyProfile: 'No boards yet.',
  boards: 'Boards',
  pins: 'Pins',
  noPins: 'No Pins saved yet.',
  changeAvatar: 'Change photo',
  removeAvatar: 'Remove photo',
  following: (count: number) => `${count.toLocaleString('en-US')} following`,
} as const;

/**
 * Issue 25: the problems of a profile form, by field (none: `{}`). The username follows
 * `USERNAME_PATTERN` (the server's rule); the display name and about text have their limits (code
 * points); a website is blank or an http(s) address.
 */
export function profileFieldProblems(fields: ProfileFields): Partial<Record<keyof ProfileFields, string>> {
  const problems: Partial<Record<keyof ProfileFields, string>> = {};
  if (!USERNAME_PATTERN.test(fields.username.trim())) problems.username = PROFILE_MESSAGES.usernameRule;
  if ([...fields.full_name.trim()].length > PROFILE_LIMITS.fullName) problems.full_name = PROFILE_MESSAGES.fullNameTooLong;
  if ([...fields.about].length > PROFILE_LIMITS.about) problems.about = PROFILE_MESSAGES.aboutTooLong;
  const website = fields.website_url.trim();
  if (website !== '' && (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(website) || website.length > PROFILE_LIMITS.websiteUrl))
    problems.website_url = PROFILE_MESSAGES.websiteRule;
  return problems;
}

/** The profile path of a username (S0 §2 `/{username}/`). */
export function profilePath(username: string): string {
  return `/${encodeURIComponent(username)}/`;
}

/**
 * Issue 25 "URLs follow" a username change: when a profile or board was asked for by a name its
 * owner no longer has, the path to show instead (the same path under the current name), else `null`.
 */
export function renamedPath(path: string, askedUsername: string, currentUsername: string): string | null {
  if (askedUsername.toLowerCase() === currentUsername.toLowerCase()) return null;
  const prefix = `/${encodeURIComponent(askedUsername)}/`;
  const rest = path.startsWith(prefix)
    ? path.slice(prefix.length)
    : path.startsWith(`/${askedUsername}/`)
      ? path.slice(askedUsername.length + 2)
      : null;
  return rest === null ? null : `${profilePath(currentUsername)}${rest}`;
}
