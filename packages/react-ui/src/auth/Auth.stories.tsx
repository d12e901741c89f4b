import { facebookLoginCredentials, LOGIN_RESTRICTION_REASONS } from '@pinstack/core';
import type { AuthInput } from '@pinstack/core/machines';
import { exampleAccounts } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AuthGate } from '../testing/auth-gate.js';
import { gatedAuthActors, WRONG_MFA_CODE } from '../testing/auth-gate.js';
import type { PortKnobs } from '../testing/story-ports.js';
import type { SocialSignIn } from './AuthPanel.js';
import type { LoginPrompt } from './LoginScreens.js';
import { LoginModal, LoginPage } from './LoginScreens.js';

interface Args extends PortKnobs {
  readonly navigate: (to: string) => void;
  readonly surface: 'page' | 'modal';
  readonly prompt?: LoginPrompt;
  readonly initialMode?: 'login' | 'signup';
  readonly gate?: AuthGate;
  readonly social?: 'none' | 'loading' | 'not_connected' | 'connected';
}

const ada = exampleAccounts.ada;
const MFA_CODE = '246810';
const input: AuthInput = {
  location: { path: '/login/', search: '?next=%2Fpin%2F4001%2F' },
  ownOrigin: 'https://pinstack.example',
  now: () => Date.parse('2026-11-25T08:00:00.000Z'),
};

const socialOf = (kind: Args['social']): SocialSignIn | undefined =>
  kind === undefined || kind === 'none'
    ? undefined
    : {
        ready: kind !== 'loading',
        label: 'Continue with Facebook',
        login: async () =>
          kind === 'connected'
            ? // Ada's Facebook account, which the in-memory backend's fake Graph API knows
              { status: 'connected', credentials: facebookLoginCredentials('fb-1001', 'fb-token-ada') }
            : // the SDK's own answer when the viewer cancels its dialog (S1 §4: not `connected`)
              { status: 'not_authorized', credentials: {} },
      };

function Demo({ navigate, surface, prompt, initialMode, gate, social }: Args) {
  const [open, setOpen] = useState(true);
  const props = {
    input,
    navigate,
    ...(prompt !== undefined ? { prompt } : {}),
    ...(initialMode !== undefined ? { initialMode } : {}),
    ...(gate !== undefined ? { actors: gatedAuthActors(gate) } : {}),
    ...(socialOf(social) !== undefined ? { social: socialOf(social) as SocialSignIn } : {}),
  };
  if (surface === 'page') return <LoginPage {...props} />;
  return open ? (
    <LoginModal {...props} onClose={() => setOpen(false)} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Log in
    </button>
  );
}

const meta = {
  title: 'Account/Sign in',
  render: (args) => <Demo {...args} />,
  args: { viewer: 'none', navigate: fn(), surface: 'page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const logIn = async (canvas: ReturnType<typeof within>, email: string, password: string) => {
  await userEvent.type(canvas.getByLabelText('Email or username'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
};

/** S1 §2 the login page: visible `Email or username` and `Password` labels; no social button before its SDK loads. */
export const LoginPageEmpty: Story = {
  args: { social: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to Pinstack' })).toBeVisible();
    await expect(canvas.getByLabelText('Email or username')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  },
};

/** S1 §6 a limited-login prompt's header on the page. */
export const PromptSaveThisPin: Story = { args: { prompt: 'save' } };
export const PromptFollow: Story = { args: { prompt: 'follow' } };

/** S1 §2 the login modal: the spec's `You're almost there! Log in to access all of …`, naming Pinstack. */
export const LoginModalForVisitors: Story = {
  args: { surface: 'modal' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: "You're almost there! Log in to access all of Pinstack" })).toBeVisible();
  },
};

/** An empty `Log in` names both missing fields, each under its field and read with it; focus goes to the first. */
export const LoginEmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByLabelText('Email or username')).toHaveAccessibleDescription('Enter your email or username.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(canvas.getByLabelText('Email or username')).toHaveFocus());
    await expect(args.navigate).not.toHaveBeenCalled();
    // typing clears the field's message
    await userEvent.type(canvas.getByLabelText('Email or username'), 'ada');
    await expect(canvas.getByLabelText('Email or username')).not.toHaveAccessibleDescription('Enter your email or username.');
  },
};

/** S1 §3 `username_or_email`: a username signs in as printed (no e-mail needed), and gets no e-mail typo hint. */
export const SignsInWithUsername: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or username'), ada.user.username);
    await expect(canvas.queryByRole('button', { name: /Did you mean/ })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Password'), ada.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/pin/4001/'));
  },
};

/** `Sign up` and back: the heading follows the form, and what was typed is still there. */
export const SwitchKeepsTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or username'), 'nora@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign up for Pinstack' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('nora@example.com');
    await expect(canvas.getByLabelText('Password')).toHaveValue('a long enough password');
    await userEvent.type(canvas.getByLabelText('Full name'), 'Nora N');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to Pinstack' })).toBeVisible();
    await expect(canvas.getByLabelText('Email or username')).toHaveValue('nora@example.com');
  },
};

/** S1 §2 success: the right password signs in and the post-login redirect honours `next`. */
export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    await logIn(within(canvasElement), ada.email, ada.password);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/pin/4001/'));
    await expect(await within(canvasElement).findByText("You're logged in.")).toBeVisible();
  },
};

/** Signing in (slow server): the button says so and waits. */
export const SigningIn: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, ada.email, ada.password);
    await expect(await canvas.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  },
};

/** S1 §8 a wrong password: the server's message shows, the form stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, ada.email, 'not my password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "The email or username and password you entered don't match an account.",
    );
    await expect(canvas.getByLabelText('Email or username')).toHaveValue(ada.email);
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** S1 §3 sign-in with MFA: password, then a wrong code, a new code, the right code, and the redirect. */
export const SignInWithMfa: Story = {
  args: { gate: { mfa: { email: ada.email, code: MFA_CODE } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, ada.email, ada.password);
    const code = await canvas.findByLabelText('Verification code');
    await expect(code).toHaveFocus();
    await userEvent.type(code, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription(WRONG_MFA_CODE));
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(await canvas.findByText('We sent you a new code.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Verification code'));
    await userEvent.type(canvas.getByLabelText('Verification code'), MFA_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/pin/4001/'));
  },
};

/** S1 §3 reason 1, for real: after 5 failed sign-ins the server answers 429 (rate limited); the S1 §4 recaptcha notice shows from the third attempt. */
export const RateLimited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, ada.email, 'wrong');
    for (let attempt = 2; attempt <= 6; attempt++) {
      await canvas.findByRole('alert');
      // S1 §4 recaptcha local limit: 3 attempts within 3600 s ask for a recaptcha next time
      if (attempt === 4) await expect(canvas.getByText(/confirm you are not a robot/)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    }
    await expect(await canvas.findByRole('heading', { name: 'Too many attempts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to log in' }));
    await expect(canvas.getByLabelText('Email or username')).toBeVisible();
  },
};

const restricted = (reason: keyof typeof LOGIN_RESTRICTION_REASONS, title: string): Story => ({
  args: { gate: { restriction: { email: ada.email, reason: LOGIN_RESTRICTION_REASONS[reason] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, ada.email, ada.password);
    await expect(await canvas.findByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-reason', String(LOGIN_RESTRICTION_REASONS[reason]));
  },
});

/** S1 §3 restriction reason 0. */
export const RestrictedSoftBanned = restricted('soft_banned', 'Your account is limited');
/** S1 §3 restriction reason 2. */
export const RestrictedLoginAssistance = restricted('login_assistance', 'We need to check it is you');
/** S1 §3 restriction reason 3. */
export const RestrictedPasswordResetSent = restricted('password_reset_sent', 'Check your email');
/** S1 §3 restriction reason 4. */
export const RestrictedPreventFacebookRegister = restricted('prevent_facebook_register', "Can't sign up with Facebook");
/** S1 §3 restriction reason 5. */
export const RestrictedPreventGoogleRegister = restricted('prevent_google_register', "Can't sign up with Google");
/** S1 §3 restriction reason 6. */
export const RestrictedSuspended = restricted('suspended', 'Your account is suspended');

/** S1 §5 e-mail typo: `Did you mean …@gmail.com?` for what looks like an e-mail, one click accepts it. */
export const EmailTypoSuggestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or username'), 'ada@gmial.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Did you mean ada@gmail.com?' }));
    await expect(canvas.getByLabelText('Email or username')).toHaveValue('ada@gmail.com');
    await expect(canvas.queryByRole('button', { name: /Did you mean/ })).toBeNull();
  },
};

/** S1 §4 / §8 the social SDK loaded: its button shows; a login that is not `connected` is rejected with its status. */
export const SocialNotConnected: Story = {
  args: { social: 'not_connected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Social login was not completed (status: not_authorized).');
  },
};

/** S1 §3 / §4 social sign-in `connected`: the Facebook credentials sign Ada in; `next` wins over the social redirect (S1 §2). */
export const SocialConnected: Story = {
  args: { social: 'connected' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/pin/4001/'));
  },
};

/** S1 §5 sign-up: the age check refuses before sending; the full name is split; then the signup redirect. */
export const SignUp: Story = {
  args: { initialMode: 'signup' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'marie.curie@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'radium and polonium');
    await userEvent.type(canvas.getByLabelText('Full name'), '  Marie  Skłodowska Curie ');
    await expect(canvas.getByText('First name: Marie · Last name: Skłodowska Curie')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Birthday'), '2010-05-01');
    await expect(canvas.getByLabelText('Birthday')).toHaveAccessibleDescription('You need to be at least 18 to sign up.');
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText('Birthday'));
    await userEvent.type(canvas.getByLabelText('Birthday'), '1990-05-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
  },
};

/** An empty `Sign up` names the e-mail and the password, each read with its field. */
export const SignUpEmptySubmit: Story = {
  args: { initialMode: 'signup' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Choose a password.');
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Sign-up refused by the server: the e-mail is taken. */
export const SignUpEmailTaken: Story = {
  args: { initialMode: 'signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), ada.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That email is already in use.');
  },
};
