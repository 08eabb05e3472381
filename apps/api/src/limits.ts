import type { Limit } from './plugins/rate-limit.js';

/**
 * Every rate limit of the API, named, with why it is what it is. Call sites use these names
 * (`app.rateLimit.hit(key, NAME)`), never numbers, so the limits can be read and weighed together.
 * A counter's key says what is counted: `<what>:<account|session|ip>:<who>`.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

// Accounts: signing up and in ----------------------------------------------------------------

/**
 * Sign-ups per address (people and ONGs). Generous on purpose: a family or an office behind one
 * router may all join for the same event; account enumeration is held back by the login and
 * recovery limits, not by this one.
 */
export const SIGN_UP_PER_ADDRESS: Limit = { max: 30, windowSeconds: HOUR };

/** Password and mobile sign-in calls per address, whatever the account: a stop for one machine guessing many. */
export const SIGN_IN_PER_ADDRESS: Limit = { max: 30, windowSeconds: 10 * MINUTE };

/** Google and Facebook sign-in per address: each one costs a call to the provider. */
export const SOCIAL_SIGN_IN_PER_ADDRESS: Limit = { max: 30, windowSeconds: 10 * MINUTE };

/**
 * Sign-in attempts for one account from one address: a few typos cost nothing,
 * then the waits grow (a minute, a quarter of an hour, an hour). Someone else's
 * guesses from elsewhere never lock the owner out: these counters are per
 * account AND address, and a right password resets them.
 */
export const SIGN_IN_TRIES_PER_ACCOUNT_AND_ADDRESS: readonly Limit[] = [
  { max: 5, windowSeconds: MINUTE },
  { max: 10, windowSeconds: 15 * MINUTE },
  { max: 20, windowSeconds: HOUR },
];

/**
 * Attempts on one account from everywhere. Beyond this the account is under a
 * spread-out attack: the short windows tighten (below), so a botnet gets a few
 * guesses per machine, while the owner, from an address that has not failed,
 * still signs in at once, and after a typo waits minutes, never an hour.
 */
export const SIGN_IN_ACCOUNT_ALARM: Limit = { max: 50, windowSeconds: 15 * MINUTE };

/**
 * Per-address maxima while the alarm is on, window by window. Only the minute
 * and the quarter of an hour tighten; the hour keeps its normal limit, because
 * the alarm stays on as long as the attack lasts and the owner must not pay
 * for it with an hour's wait.
 */
export const SIGN_IN_TRIES_UNDER_ALARM: readonly number[] = [
  2,
  3,
  SIGN_IN_TRIES_PER_ACCOUNT_AND_ADDRESS[2]?.max ?? 20,
];

// Accounts: recovery and confirmation ---------------------------------------------------------

/** Recovery requests per address: each sends an e-mail or an SMS (which costs money) to someone. */
export const RECOVERY_PER_ADDRESS: Limit = { max: 10, windowSeconds: HOUR };

/** Recovery requests for one account: three messages a quarter of an hour is plenty to find one. */
export const RECOVERY_PER_ACCOUNT: Limit = { max: 3, windowSeconds: 15 * MINUTE };

/** Code checks and password resets per address: the codes are 6 digits, so guessing is what to stop. */
export const RECOVERY_CODE_PER_ADDRESS: Limit = { max: 30, windowSeconds: 10 * MINUTE };

/** Code checks for one account, from everywhere: ten tries against a million codes before it runs out. */
export const RECOVERY_CODE_PER_ACCOUNT: Limit = { max: 10, windowSeconds: 15 * MINUTE };

/** Confirmation links opened per address: the token is long, this only stops a flood. */
export const CONFIRM_EMAIL_PER_ADDRESS: Limit = { max: 30, windowSeconds: 10 * MINUTE };

/** "Reenviar confirmación" per address: each sends an e-mail. */
export const RESEND_CONFIRMATION_PER_ADDRESS: Limit = { max: 10, windowSeconds: HOUR };

/** "Reenviar confirmación" per address e-mailed: nobody's inbox is filled by someone else. */
export const RESEND_CONFIRMATION_PER_ACCOUNT: Limit = { max: 3, windowSeconds: HOUR };

/** Current-password checks (changing the password, deleting the account) per account: a stolen session cannot guess it. */
export const PASSWORD_CHECKS_PER_ACCOUNT: Limit = { max: 5, windowSeconds: 15 * MINUTE };

/** Current-password checks per address, across the accounts signed in there. */
export const PASSWORD_CHECKS_PER_ADDRESS: Limit = { max: 20, windowSeconds: 15 * MINUTE };

// People ---------------------------------------------------------------------------------------

/** Searching by name as one types (debounced): plenty for a person, a stop for a crawler. */
export const PEOPLE_SEARCH_PER_SESSION: Limit = { max: 120, windowSeconds: 10 * MINUTE };
export const PEOPLE_SEARCH_PER_ADDRESS: Limit = { max: 300, windowSeconds: 10 * MINUTE };

/** An exact e-mail or phone says whether someone uses Detalle: limited like sign-in attempts. */
export const CONTACT_LOOKUP_PER_SESSION: Limit = { max: 10, windowSeconds: 15 * MINUTE };
export const CONTACT_LOOKUP_PER_ACCOUNT: Limit = { max: 20, windowSeconds: 15 * MINUTE };
export const CONTACT_LOOKUP_PER_ADDRESS: Limit = { max: 30, windowSeconds: 15 * MINUTE };

/**
 * Hand-over invitations: each sends an e-mail to an address the guardian types and tells whether it already has
 * an account, so they are few per account and per address (like contact lookups).
 */
export const HANDOVERS_PER_ACCOUNT: Limit = { max: 5, windowSeconds: 24 * HOUR };
export const HANDOVERS_PER_EMAIL: Limit = { max: 3, windowSeconds: 24 * HOUR };

// Lists, pictures, shops, reports ---------------------------------------------------------------

/** Finding lists on `regalar` by name, signed in or not: plenty for a person typing, a stop for a crawler. */
export const LIST_SEARCH_PER_ADDRESS: Limit = { max: 120, windowSeconds: 10 * MINUTE };

/** Reservations ("Lo compro yo") per person: enough for any real shopping list, a stop for someone reserving everything in sight. */
export const RESERVATIONS_PER_ACCOUNT: Limit = { max: 60, windowSeconds: HOUR };

/** Thank-you links opened per address, signed out: a guest opens theirs a few times; a token is not guessable, this only bounds the work. */
export const THANKS_LINK_READS_PER_ADDRESS: Limit = { max: 60, windowSeconds: 10 * MINUTE };

/**
 * Guest "Lo compro yo" requests per address: each e-mails someone. A family sharing a router reserves a few
 * gifts; a script trying to fill strangers' inboxes is stopped.
 */
export const GUEST_CLAIMS_PER_ADDRESS: Limit = { max: 10, windowSeconds: HOUR };

/** Guest requests per e-mail address, from everywhere: nobody's inbox is filled by someone else. */
export const GUEST_CLAIMS_PER_EMAIL: Limit = { max: 5, windowSeconds: HOUR };

/** Guest links opened (confirm, release, bought) per address: the token is long, this only stops a flood. */
export const GUEST_LINKS_PER_ADDRESS: Limit = { max: 30, windowSeconds: 10 * MINUTE };

/** Pictures a person may upload (profile photo, list and event pictures together): each is decoded and re-encoded. */
export const UPLOADS_PER_ACCOUNT: Limit = { max: 60, windowSeconds: HOUR };
export const UPLOADS_PER_ADDRESS: Limit = { max: 120, windowSeconds: HOUR };

/** Shop links read per person: each fetches a page from the internet on our behalf. */
export const SCANS_PER_ACCOUNT: Limit = { max: 30, windowSeconds: 10 * MINUTE };

/**
 * "Importar regalos" per person: each import reads up to 100 shop pages, one at a time and paced per shop
 * (scan/shop-pace.ts), outside the per-scan limit above; this bounds the pages read for one person.
 */
export const IMPORTS_PER_ACCOUNT: Limit = { max: 10, windowSeconds: HOUR };

/** "Importar una copia" of one's lists per person: each creates up to 50 lists at once. */
export const LIST_COPIES_PER_ACCOUNT: Limit = { max: 5, windowSeconds: HOUR };

/** "Reportar un problema" per address, guests included: a stop for a flood of reports. */
export const REPORTS_PER_ADDRESS: Limit = { max: 10, windowSeconds: HOUR };

// Money ------------------------------------------------------------------------------------------

/**
 * Cards a person may add: a real card is added once in a while. A tight stop for "card testing" (trying
 * stolen numbers one after another through our form), which costs the provider's trust and fees.
 */
export const CARD_SAVES_PER_ACCOUNT: Limit = { max: 10, windowSeconds: HOUR };

/** Payments (and refunds) a person may start: a generous evening of birthdays, a stop for a runaway script. */
export const PAYMENTS_PER_ACCOUNT: Limit = { max: 30, windowSeconds: HOUR };

/**
 * Guests' payments (no account): per address, and per e-mail given, so neither a new e-mail nor a new address
 * alone starts over. A family sharing one connection giving to a wedding list fits; "card testing" through the
 * guest form does not (each try is a charge attempt at the provider).
 */
export const GUEST_PAYMENTS_PER_ADDRESS: Limit = { max: 10, windowSeconds: HOUR };
export const GUEST_PAYMENTS_PER_EMAIL: Limit = { max: 5, windowSeconds: HOUR };

/**
 * How often one connection (or one account) may ask for an owner's whole IBAN ("Quiero transferir"): enough for
 * a family giving to several gifts, too few to harvest the IBANs of lists whose link one has.
 */
export const DIRECT_IBANS_PER_CALLER: Limit = { max: 20, windowSeconds: HOUR };

/** Withdrawals and bank accounts a person may ask for: a few a day are plenty. */
export const PAYOUTS_PER_ACCOUNT: Limit = { max: 10, windowSeconds: HOUR };
