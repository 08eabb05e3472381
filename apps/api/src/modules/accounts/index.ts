// What other modules use of accounts: creating one, passwords and phone numbers, and the e-mail layout.
export { escapeHtml, mailButton, mailLayout } from './emails.js';
export { assertStrongPassword, hashPassword, verifyPassword } from './passwords.js';
export { toE164 } from './phone.js';
export { findUserByEmail, registerAccount, toSessionUser } from './service.js';
