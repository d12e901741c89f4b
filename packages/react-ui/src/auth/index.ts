export { AuthPanel, LOGIN_RESTRICTION_MESSAGES } from './AuthPanel.js';
export type { AuthMode, AuthPanelProps, SocialLoginAnswer, SocialSignIn } from './AuthPanel.js';
export { LOGIN_PAGE_TITLES, LoginModal, LoginPage, LOGIN_PROMPT_HEADERS } from './LoginScreens.js';
export type { LoginModalProps, LoginPrompt, LoginScreenProps } from './LoginScreens.js';
export { useAuth } from './use-auth.js';
export type { AuthActors, AuthBinding, UseAuthOptions } from './use-auth.js';
