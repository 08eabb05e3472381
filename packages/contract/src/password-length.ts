// Apart from the account schemas (`accounts.ts`): the password strength hint shows it on pages that build no schema.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
