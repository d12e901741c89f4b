import type { AuthEvent, AuthView } from '@pinstack/core/machines';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { AuthPanel } from './AuthPanel.js';

const view = (overrides: Partial<AuthView> = {}): AuthView => ({
  screen: 'form',
  busy: false,
  error: null,
  socialRejection: null,
  restriction: null,
  mfaResent: false,
  recaptchaRequired: false,
  redirectTo: null,
  ...overrides,
});
const now = () => Date.parse('2026-11-25T08:00:00.000Z');
const setup = (v: AuthView, extra: Partial<Parameters<typeof AuthPanel>[0]> = {}) => {
  const send = vi.fn<(event: AuthEvent) => void>();
  return { send, screen: render(<AuthPanel view={v} send={send} now={now} {...extra} />) };
};

describe('AuthPanel events (S1 §2–§5)', () => {
  it('Log in sends SIGNIN.SUBMIT with the trimmed e-mail and the password', async () => {
    const { send, screen } = setup(view());
    const s = await screen;
    await s.getByLabelText('Email or username').fill(' ada@example.com ');
    await s.getByLabelText('Password').fill('secret words');
    await s.getByRole('button', { name: 'Log in' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'SIGNIN.SUBMIT', username_or_email: 'ada@example.com', password: 'secret words' });
  });

  it('the social button is not offered before its SDK is ready', async () => {
    const login = async () => ({ status: 'connected', credentials: { facebook_id: 'f1', facebook_token: 't1' } });
    const hidden = await setup(view(), { social: { ready: false, label: 'Continue with Facebook', login } }).screen;
    await expect.element(hidden.getByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('the social button sends SIGNIN.SOCIAL with the SDK answer', async () => {
    const login = async () => ({ status: 'connected', credentials: { facebook_id: 'f1', facebook_token: 't1' } });
    const { send, screen } = setup(view(), { social: { ready: true, label: 'Continue with Facebook', login } });
    await (await screen).getByRole('button', { name: 'Continue with Facebook' }).click();
    await vi.waitFor(
      () =>
        expect(send).toHaveBeenCalledWith({
          type: 'SIGNIN.SOCIAL',
          status: 'connected',
          credentials: { facebook_id: 'f1', facebook_token: 't1' },
        }),
      { timeout: 10_000 },
    );
  });

  it('the MFA step sends MFA.SUBMIT, MFA.RESEND and AUTH.RESET', async () => {
    const { send, screen } = setup(view({ screen: 'mfa' }));
    const s = await screen;
    await s.getByLabelText('Verification code').fill(' 123456 ');
    await s.getByRole('button', { name: 'Verify' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'MFA.SUBMIT', mfa_token: '123456' });
    await s.getByRole('button', { name: 'Send a new code' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'MFA.RESEND' });
    await s.getByRole('button', { name: 'Back' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'AUTH.RESET' });
  });

  it('a restriction shows its message and Back to log in sends AUTH.RESET', async () => {
    const { send, screen } = setup(view({ screen: 'restricted', restriction: { name: 'suspended', code: 6 } }));
    const s = await screen;
    await expect.element(s.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await s.getByRole('button', { name: 'Back to log in' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'AUTH.RESET' });
  });

  it('sign-up sends SIGNUP.SUBMIT with the split full name and next; an invalid e-mail is refused before sending', async () => {
    const { send, screen } = setup(view(), { initialMode: 'signup', next: '/ideas/' });
    const s = await screen;
    await s.getByLabelText('Email').fill('not-an-email');
    await s.getByRole('button', { name: 'Sign up' }).click();
    await expect.element(s.getByText('Please enter a valid email address.')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
    await s.getByLabelText('Email').fill('marie@example.com');
    await s.getByLabelText('Password').fill('radium and polonium');
    await s.getByLabelText('Full name').fill('Marie Curie');
    await s.getByRole('button', { name: 'Sign up' }).click();
    expect(send).toHaveBeenCalledWith({
      type: 'SIGNUP.SUBMIT',
      options: {
        email: 'marie@example.com',
        password: 'radium and polonium',
        full_name: 'Marie Curie',
        first_name: 'Marie',
        last_name: 'Curie',
      },
      next: '/ideas/',
    });
  });

  it('S1 §3: a username is sent as username_or_email, as typed', async () => {
    const { send, screen } = setup(view());
    const s = await screen;
    await s.getByLabelText('Email or username').fill('demo');
    await s.getByLabelText('Password').fill('pinstack-demo');
    await s.getByRole('button', { name: 'Log in' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'SIGNIN.SUBMIT', username_or_email: 'demo', password: 'pinstack-demo' });
  });

  it('an empty Log in sends nothing and names each field (aria-describedby)', async () => {
    const { send, screen } = setup(view());
    const s = await screen;
    await s.getByRole('button', { name: 'Log in' }).click();
    await expect.element(s.getByLabelText('Email or username')).toHaveAccessibleDescription('Enter your email or username.');
    await expect.element(s.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(send).not.toHaveBeenCalled();
  });

  it('with modeHrefs the switch is a link to the other form; a click asks the owner to switch', async () => {
    const onModeChange = vi.fn();
    const { screen } = setup(view(), {
      mode: 'login',
      onModeChange,
      modeHrefs: { login: '/login/?next=%2Fx', signup: '/signup/?next=%2Fx' },
    });
    const s = await screen;
    await expect.element(s.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup/?next=%2Fx');
    await s.getByRole('link', { name: 'Sign up' }).click();
    expect(onModeChange).toHaveBeenCalledWith('signup');
    // the owner keeps the mode: until it says so, the login form stays
    await expect.element(s.getByLabelText('Email or username')).toBeVisible();
  });

  it('what was typed stays when the owner switches the form', async () => {
    const send = vi.fn<(event: AuthEvent) => void>();
    const s = await render(<AuthPanel view={view()} send={send} now={now} mode="login" />);
    await s.getByLabelText('Email or username').fill('nora@example.com');
    await s.getByLabelText('Password').fill('a long enough password');
    await s.rerender(<AuthPanel view={view()} send={send} now={now} mode="signup" />);
    await expect.element(s.getByLabelText('Email', { exact: true })).toHaveValue('nora@example.com');
    await expect.element(s.getByLabelText('Password')).toHaveValue('a long enough password');
  });
});
