export { accountSecurityMachine, passwordFormProblem } from './account-security.machine.js';
export { selectAccountSecurity } from './account-security.selectors.js';
export type { AccountSecurityView } from './account-security.selectors.js';
export { accountSecuritySchema } from './account-security.types.js';
export type {
  AccountSecurityContext,
  AccountSecurityEvent,
  AccountSecurityOutput,
  AccountSecurityState,
  ChangePasswordInput,
  PasswordField,
} from './account-security.types.js';
