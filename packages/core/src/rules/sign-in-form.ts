/**
 * The sign-in and sign-up forms' checks before anything is sent (S1 §3 login payload
 * `username_or_email`, S1 §5 e-mail rules, birth age, the wire protocol's password length): which
 * kind of identifier was typed, when the e-mail typo hint applies, and the message of every field
 * that is missing or wrong, so an empty submit names them all.
 */
import { ACCOUNT_MESSAGES } from '../account-messages.js';
import { MESSAGES, SERVER_MESSAGES } from '../messages.js';
import { isOfAge } from './account.js';
import { emailTypoSuggestion, isValidEmail } from './email.js';
import { passwordRefusal } from './enforcement.js';

/** What a sign-in identifier is: nothing yet, an e-mail address, or a username. */
export type SignInIdentifierKind = 'empty' | 'email' | 'username';

/**
 * The kind of what was typed in the sign-in field: blank (after trimming) is `empty`; with an `@`
 * it is meant as an `email` (a username is letters, digits and `_` only, so it never has one);
 * anything else is a `username`. The server takes both in `username_or_email`.
 * S1 §3 login payload identifiers.
 */
export function signInIdentifierKind(value: string): SignInIdentifierKind {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'empty';
  return text.includes('@') ? 'email' : 'username';
}

/**
 * The S1 §5 e-mail typo hint for the sign-in field: `emailTypoSuggestion` of the trimmed text, only
 * when it is meant as an e-mail (`signInIdentifierKind`); a username never gets one.
 * S1 §5 e-mail typo detection.
 */
export function signInTypoSuggestion(value: string): string | null {
  return signInIdentifierKind(value) === 'email' ? emailTypoSuggestion(value.trim()) : null;
}

/** The sign-in form's fields, as typed. */
export interface SignInFormValues {
  readonly usernameOrEmail: string;
  readonly password: string;
}

/** A message per sign-in field that stops the submit; an empty object lets it go. */
export interface SignInFieldErrors {
  readonly usernameOrEmail?: string;
  readonly password?: string;
}

/**
 * What stops a sign-in before it is sent: a blank identifier (`Enter your email or username.`) and
 * an empty password (`Enter your password.`), each named. Anything else is the server's to judge
 * (a wrong password is its S1 §8 answer), so a username or a mistyped address is sent as typed.
 * S1 §3 login payload (`username_or_email`, `password`).
 */
export function signInFieldErrors(values: SignInFormValues): SignInFieldErrors {
  return {
    ...(signInIdentifierKind(values?.usernameOrEmail) === 'empty' ? { usernameOrEmail: ACCOUNT_MESSAGES.usernameOrEmailRequired } : {}),
    ...(typeof values?.password !== 'string' || values.password === '' ? { password: ACCOUNT_MESSAGES.passwordRequired } : {}),
  };
}

/** The sign-up form's fields, as typed (`birthday` as `YYYY-MM-DD`, or blank). */
export interface SignUpFormValues {
  readonly email: string;
  readonly password: string;
  readonly birthday?: string;
}

/** A message per sign-up field that stops the submit; an empty object lets it go. */
export interface SignUpFieldErrors {
  readonly email?: string;
  readonly password?: string;
  readonly birthday?: string;
}

/**
 * What stops a sign-up before it is sent, every field at once: the e-mail blank (`Enter your
 * email.`) or not an address (S1 §5 `Please enter a valid email address.`); the password empty
 * (`Choose a password.`) or shorter than the server accepts (`passwordRefusal`, 8 characters); a
 * birthday (optional) that is not a date or less than 18 years before `now` (S1 §5 birth age).
 * S1 §5 e-mail validation and birth age; wire protocol sign-up.
 */
export function signUpFieldErrors(values: SignUpFormValues, now: Date): SignUpFieldErrors {
  const email = typeof values?.email === 'string' ? values.email.trim() : '';
  const password = typeof values?.password === 'string' ? values.password : '';
  const birthday = typeof values?.birthday === 'string' ? values.birthday.trim() : '';
  const emailError = email === '' ? ACCOUNT_MESSAGES.emailRequired : isValidEmail(email) ? null : MESSAGES.invalidEmail;
  const passwordError = password === '' ? ACCOUNT_MESSAGES.newPasswordRequired : (passwordRefusal(password)?.message ?? null);
  const birthdayError = birthday !== '' && !isOfAge(new Date(birthday), now) ? SERVER_MESSAGES.tooYoung : null;
  return {
    ...(emailError !== null ? { email: emailError } : {}),
    ...(passwordError !== null ? { password: passwordError } : {}),
    ...(birthdayError !== null ? { birthday: birthdayError } : {}),
  };
}

/**
 * The submit gate of a form of the auth panel: the messages it shows now, whether a submit sends,
 * and whether the submit button is disabled.
 */
export interface AuthFormGate<Errors> {
  /** The messages shown under their fields now. */
  readonly shown: Errors;
  /** A submit now sends (no field stops it); otherwise it shows every message and sends nothing. */
  readonly sends: boolean;
  /** The submit button is disabled (while the machine is busy, or a message that needs no submit shows). */
  readonly disabled: boolean;
}

/** What the auth panel's form state is: the values, whether a submit was tried, whether the flow is busy. */
export interface AuthFormState<Values> {
  readonly values: Values;
  /** A submit was refused by the form's checks: every field's message shows from then on. */
  readonly tried: boolean;
  readonly busy: boolean;
}

/**
 * S1 §3 the sign-in form's gate: its messages ({@link signInFieldErrors}) show once a submit was
 * tried; a submit sends when none stops it; the button waits only while the flow is busy.
 */
export function signInFormGate({ values, tried, busy }: AuthFormState<SignInFormValues>): AuthFormGate<SignInFieldErrors> {
  const errors = signInFieldErrors(values);
  return { shown: tried ? errors : {}, sends: Object.keys(errors).length === 0, disabled: busy };
}

/**
 * S1 §5 the sign-up form's gate: the age check shows as soon as a birthday is typed (and disables
 * the button: no submit can fix it), the other messages once a submit was tried; a submit sends
 * when none stops it ({@link signUpFieldErrors}).
 */
export function signUpFormGate({ values, tried, busy }: AuthFormState<SignUpFormValues>, now: Date): AuthFormGate<SignUpFieldErrors> {
  const errors = signUpFieldErrors(values, now);
  const age = errors.birthday;
  return {
    shown: tried ? errors : age !== undefined ? { birthday: age } : {},
    sends: Object.keys(errors).length === 0,
    disabled: busy || age !== undefined,
  };
}
