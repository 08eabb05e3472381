// What other modules use of accounts: creating one, passwords and phone numbers, the e-mail layout, and the
// per-address limits of routes that sign someone in.
export { escapeHtml, mailButton, mailLayout } from './emails.js';
export { assertStrongPassword, hashPassword, verifyPassword } from './passwords.js';
export { toE164 } from './phone.js';
export { perIp, userAgent } from './routes/per-address.js';
export { findUserByEmail, registerAccount, toSessionUser } from './service.js';
