/** What other features' pages may use from `auth` (scripts/check-boundaries.mjs). */
export { ConfirmEmailNotice } from './components/ConfirmEmailNotice';
export { UnconfirmedReminder } from './components/UnconfirmedReminder';
export type { WelcomeState } from './lib/use-after-sign-in';
