import { PRODUCT_NAME } from './constants.js';

/**
 * The spec's exact English strings (S0 §2/§5/§8, S1 §2/§6/§8), in one place; where a sentence names
 * the product, it names ours (`PRODUCT_NAME`), the sentence otherwise unchanged.
 */
export const MESSAGES = {
  // S0 §5
  boardNameRequired: "Don't forget to name your board!",
  boardNameTooLong: (maxLength: number) => `Please enter no more than ${maxLength} characters.`,
  // S0 §8
  boardActionInProgress: 'Please wait until the previous board action finishes.',
  genericError: 'Uh oh! Something went wrong.',
  invalidImage: 'Invalid Image',
  mobilePinCreateFailed: 'Sorry! Something went wrong on our end.',
  alreadySaved: (boardName: string) => `Psst! You already saved this Pin to ${boardName}`,
  savedTo: (boardName: string) => `Saved to ${boardName}`,
  savedToSection: (sectionName: string, boardName: string) => `Saved to ${sectionName} in ${boardName}`,
  youSavedThisPin: (name: string) => `You saved this Pin to ${name}!`,
  youSavedFirstPin: (name: string) => `You saved your first Pin to ${name}!`,
  // S0 §4 collaborator e-mail hints
  keepTyping: 'Keep typing!',
  clickToSend: 'Click to send!',
  done: 'Done!',
  // S0 §2 titles and buttons
  chooseBoard: 'Choose board',
  chooseSection: 'Choose section',
  createBoard: 'Create board',
  createSection: 'Create section',
  addSection: 'Add section',
  sectionNameLabel: 'Name',
  sectionNamePlaceholder: 'Like "Lighting"',
  add: 'Add',
  boardCreated: 'Board created',
  topChoices: 'Top choices',
  allBoards: 'All boards',
  send: 'Send',
  seeItNow: 'See it now',
  promoteYourPin: 'Promote your Pin',
  view: 'View',
  upsellTitle: 'Now you can turn your Instagram posts into Pins',
  upsellConnect: 'Connect now',
  // S0 §8 / S1 §6 login prompts
  logInToSave: 'Log in to save this Pin',
  logInToEdit: 'Log in to edit this Pin',
  logInToFollow: 'Log in to follow',
  logInToUnfollow: 'Log in to unfollow',
  logInToCreate: 'Log in to create a Pin or board',
  almostThere: `You're almost there! Log in to access all of ${PRODUCT_NAME}`,
  // S1 §2
  welcome: `Welcome to ${PRODUCT_NAME}!`,
  welcomeBody: 'Your answers to the next questions will help us find the right ideas for you',
  // S1 §8
  unknownUrlKey: 'unknown url key',
  unknownError: 'Unknown Error',
  serverRequestFailed: 'server request failed',
  resourceCallAborted: 'Resource call aborted',
  // S1 §5 (our wording for rules whose message is not shown)
  invalidEmail: 'Please enter a valid email address.',
  // Wire protocol / server messages (ours; the spec shows none)
  notSignedIn: 'You need to log in to do that.',
  // issue 20: a call found the session gone (expired, or signed out in another tab)
  sessionEnded: 'You have been logged out. Log in again to continue.',
  // issue 20: a follow refused across a block (403); follow and block controls, and the block question
  followRefused: "You can't follow this account.",
  follow: 'Follow',
  following: 'Following',
  block: 'Block',
  unblock: 'Unblock',
  blockQuestion: (name: string) => `Block ${name}?`,
  blockExplained: 'You will stop following each other, and they will not be able to follow you. You can unblock them at any time.',
  cancel: 'Cancel',
  notAllowed: "You don't have permission to do that.",
  notFound: "Sorry, we couldn't find that.",
  badCsrf: 'Your session token is missing or out of date. Please reload and try again.',
  tooManySignIns: 'Too many failed sign-in attempts. Please wait and try again.',
  // one answer for a wrong password and an unknown account (threat model: sign-in does not tell who is
  // registered); S1 shows no sign-in wording, and blaming the password misleads someone with no account
  badCredentials: "The email or username and password you entered don't match an account.",
  // Issue #21 §4 password and sessions (beyond the spec: expected by users)
  currentPasswordRequired: 'Enter your current password.',
  newPasswordsDiffer: "The new passwords don't match.",
  passwordChanged: "Your password was changed. You're signed out everywhere else.",
  identicalMove: 'These Pins are already there.',
  uploadTooLarge: 'That file is too big. Files can be up to 200 MB.',
} as const;

/**
 * S0 strings the saving rules need beyond MESSAGES: the spec's protected-board note (S0 §6) and our
 * wording where S0 §5/§6 leave it "not shown" (decisions table in docs/spec-coverage.md).
 */
export const SAVING_MESSAGES = {
  // S0 §6 (spec's text)
  protectedBoardNote: "not listed on user's profile",
  // S0 §5 sponsor label (ours): the sponsor is named only once the sponsorship is confirmed
  paidPartnership: 'Paid partnership',
  paidPartnershipWith: 'Paid partnership with',
  // S0 §6 collaborator avatars accessibility label (ours)
  unnamedCollaborator: 'Collaborator',
  collaboratorAvatars: (named: readonly string[], others: number): string => {
    const parts = others > 0 ? [...named, others === 1 ? '1 other' : `${others} others`] : [...named];
    if (parts.length <= 1) return `Collaborators: ${parts.join('')}`;
    return `Collaborators: ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
  },
} as const;

/**
 * S1 §5 / §6 / §9 strings the quick-promote and account rules need; the spec shows none, so the
 * wording is ours (decisions table in docs/spec-coverage.md).
 */
export const QUICK_PROMOTE_MESSAGES = {
  // S1 §9 budget between the country's minimum and maximum
  budgetRequired: 'Please enter a daily budget.',
  budgetTooLow: (min: number, currency: string) => `Please enter a daily budget of at least ${min} ${currency}.`,
  budgetTooHigh: (max: number, currency: string) => `Please enter a daily budget of no more than ${max} ${currency}.`,
  // S1 §9 duration 1..365 days
  durationOutOfRange: (min: number, max: number) => `Please enter a duration of ${min} to ${max} whole days.`,
  // the form's own checks (ours, issue 20 newcomer trial): in the product's voice, before sending
  nameRequired: 'Give your ad a name.',
  destinationRequired: 'Add the web address your ad leads to.',
  endDateInvalid: 'Choose an end date.',
  endDateInPast: 'Choose an end date from today on.',
  endDateMismatch: "The end date doesn't match the number of days.",
  // one rule for who may promote which Pin, and one active promotion per Pin (ours)
  notYourPin: 'You can promote only your own Pins. Save this Pin to one of your boards to promote your copy.',
  alreadyPromoted: 'This Pin is already being promoted.',
  // S1 §6 aggregate-save text on Pins for visitors
  aggregateSaves: (count: string) => `${count} saves`,
} as const;

/**
 * Server answers the specs leave "not shown" (S0 §5 blank section name, S1 §5 sign-up checks,
 * wire-protocol.md 400/404): our wording, used by packages/server.
 */
export const SERVER_MESSAGES = {
  // S0 §5 section name is trimmed; a blank one is refused
  sectionNameRequired: 'Please name your section.',
  // S1 §5 sign-up (wire-protocol.md: a taken e-mail or username is 400)
  emailTaken: 'That email is already in use.',
  usernameTaken: 'That username is already taken.',
  passwordTooShort: (min: number) => `Your password needs at least ${min} characters.`,
  tooYoung: 'You need to be at least 18 to sign up.',
  // S0 §7 a Pin needs an image: an upload, an image URL or inline image data
  pinImageRequired: 'Please add an image to your Pin.',
  // S1 §5 offsite link check
  linkBlocked: 'This link is blocked.',
  // S1 §7/§8 a Facebook token the backend cannot verify (failed social login)
  unknownFacebookToken: 'We could not verify your Facebook login.',
  // S0 §7 pin-create pixel: a success event names its Pin
  pixelPinRequired: 'A pin_create_success event needs a pin_id.',
  // Issue #21 §1/§2 (beyond the spec): writes and invites per account are rate limited (429)
  tooManyWrites: "You're going a little fast. Please wait a few minutes and try again.",
  // Issue #21 §4 (beyond the spec): changing the password needs the current one
  wrongCurrentPassword: 'Your current password is incorrect.',
  // Issue #21 §4 (beyond the spec): a listed website is claimed once it shows the account's token
  noWebsite: 'Add your website first.',
  websiteNotVerified: "We couldn't find your Pinstack verification on your website.",
  tooManyWebsiteChecks: "You've checked your website many times. Please wait a while and try again.",
  userStateTooLarge: 'That setting is too large to save.',
  userStateTooMany: 'This account has too many saved settings.',
  tooManyInvites: "You've invited a lot of people in a short time. Please wait a while and try again.",
} as const;

/**
 * S1 §2 the outbound redirect's screens: a link the server did not sign is shown before it opens
 * (the spec shows no wording; ours).
 */
export const OFFSITE_MESSAGES = {
  checking: 'Checking this link…',
  opening: 'Leaving Pinstack…',
  leavingTitle: 'You are leaving Pinstack',
  leavingBody: 'This link goes to another site. Check where it goes before you continue.',
  destination: 'Link address',
  continueTo: (host: string) => `Continue to ${host}`,
  backToPinstack: 'Back to Pinstack',
  blockedTitle: 'This link is blocked',
  blockedBody: 'We blocked this link because it may be unsafe.',
  notALink: 'This is not a link we can open.',
} as const;
