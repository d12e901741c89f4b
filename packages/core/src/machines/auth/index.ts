export { authMachine } from './auth.machine.js';
export { authSchema } from './auth.types.js';
export type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthOutput,
  AuthRecaptchaRecorded,
  AuthSchema,
  AuthSignInResult,
  LoginRestriction,
} from './auth.types.js';
export { selectAuth } from './auth.selectors.js';
export type { AuthScreen, AuthSnapshot, AuthView } from './auth.selectors.js';
