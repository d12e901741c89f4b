/**
 * The sign-in and sign-up pages' own words (S1 §2 names the pages, not their text): our wording,
 * with the product's name (`PRODUCT_NAME`); decisions table in docs/spec-coverage.md. Apart from
 * messages.ts because a template over an import is kept by the bundler wherever the module goes,
 * and only the account pages need these (issue 11: the first load's bytes).
 */
import { PRODUCT_NAME } from './constants.js';
export const ACCOUNT_MESSAGES = {
  logInTitle: `Log in to ${PRODUCT_NAME}`,
  signUpTitle: `Sign up for ${PRODUCT_NAME}`,
  notAMemberYet: `Not on ${PRODUCT_NAME} yet?`,
  alreadyAMember: 'Already a member?',
  // an empty submit names every missing field
  usernameOrEmailRequired: 'Enter your email or username.',
  emailRequired: 'Enter your email.',
  passwordRequired: 'Enter your password.',
  newPasswordRequired: 'Choose a password.',
} as const;
