/** What other features' pages may use from `auth` (scripts/check-boundaries.mjs). */
export { ConfirmEmailNotice } from './components/ConfirmEmailNotice';
export { UnconfirmedReminder } from './components/UnconfirmedReminder';
/** Stores a session the API answered (signing in, or taking one's profile over in "Mi familia"). */
export { startSession } from './lib/session-response';
export type { WelcomeState } from './lib/use-after-sign-in';
