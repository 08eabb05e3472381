/**
 * Every TanStack Query key of the app: one factory per feature, and no key is
 * written by hand anywhere else. They live in `lib/` rather than in each
 * feature because the cache is shared: a notification (`notification-targets.ts`,
 * read by the service worker too, so plain arrays only) or another feature's
 * change invalidates whole roots, and a feature never imports another one.
 * Each factory's `all` is its root: invalidating it refreshes every key below.
 */

import type { favoriteTypeSchema } from '@detalle/contract';
import type { z } from 'zod';

export const authKeys = {
  socialConfig: ['auth', 'social-config'] as const,
  confirmEmail: (token: string) => ['auth', 'confirm-email', token] as const,
  recoveryLink: (token: string) => ['auth', 'recovery-link', token] as const,
};

/** The signed-in person's own profile. */
export const profileKeys = {
  mine: ['profile'] as const,
};

/** `config`: the private calendar address and how reminders arrive. */
export const reminderKeys = {
  calendarFeed: ['reminders', 'calendar-feed'] as const,
  settings: ['reminders', 'settings'] as const,
};

/** Our own pictures for events and lists (`configuracion/*DefaultImage`). */
export const defaultImageKeys = {
  of: (kind: 'event' | 'list') => ['configuracion', kind, 'defaultImages'] as const,
};

/** The catalogue's fixed vocabularies (categories with their subcategories, hobbies). */
export const catalogueKeys = {
  categories: ['catalogue', 'categories'] as const,
  hobbies: ['catalogue', 'hobbies'] as const,
};

/** Products: catalogue pages and searches, one product, home's featured ones. */
export const productKeys = {
  all: ['products'] as const,
  list: (filters: object) => ['products', 'list', filters] as const,
  search: (sea: string) => ['products', 'search', sea] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  /** A product of mine from a shop: its price history (`product/prices/{id}`). */
  prices: (id: string) => ['products', 'prices', id] as const,
  featured: ['products', 'featured'] as const,
};

/** Lists, and their gifts: a list's gifts live in its detail, so they refresh with `listKeys.all`. */
export const listKeys = {
  all: ['lists'] as const,
  mine: (available: boolean) => ['lists', 'mine', { available }] as const,
  featured: ['lists', 'featured'] as const,
  friends: (filters: { sea?: string; friend?: string; category?: string }) =>
    ['lists', 'friends', filters] as const,
  detail: (id: string) => ['lists', 'detail', id] as const,
  /** `list/search`: lists anyone may find, by name (`regalar` without a list). */
  search: (sea: string) => ['lists', 'search', sea] as const,
  /** `list/shared/{id}`: the list as its shared link (`regalar?lista=`) shows it. */
  shared: (id: string) => ['lists', 'shared', id] as const,
  /** What is wrong with a pasted link or code that leads to no list (`regalar?lista=`). */
  linkProblem: (link: string) => ['lists', 'linkProblem', link] as const,
  /** `list/import/{id}`: an import's progress and outcomes ("Importar regalos"). */
  import: (id: string) => ['lists', 'import', id] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  month: (year: number, month: number, tz: string) => ['events', 'month', year, month, tz] as const,
  /** The calendar's draws and dated lists of a month (`calendar/byMonth`). */
  dated: (year: number, month: number) => ['events', 'dated', year, month] as const,
  /** Home's next events. */
  upcoming: (count: number) => ['events', 'upcoming', count] as const,
  /** The events a person organises (the list form's event picker). */
  organised: (userId: string) => ['events', 'organised', userId] as const,
};

export const specialDateKeys = {
  all: ['specialDates'] as const,
  month: (year: number, month: number) => ['specialDates', 'month', year, month] as const,
  detail: (id: string) => ['specialDates', 'detail', id] as const,
  /** Home: my next dates, and my friends' within some days of `today`. */
  mine: (today: string, count: number) => ['specialDates', 'mine', today, count] as const,
  friends: (today: string, days: number) => ['specialDates', 'friends', today, days] as const,
};

export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
  blocked: ['friends', 'blocked'] as const,
  search: (sea: string) => ['friends', 'search', sea] as const,
  inviteLink: ['friends', 'inviteLink'] as const,
  /** Friends to invite (to an event, to run a list): here so a new friendship refreshes the pickers too. */
  invitable: ['friends', 'invitable'] as const,
};

export const favoriteKeys = {
  all: ['favorites'] as const,
  lists: ['favorites', 'list'] as const,
  list: (sea: string) => ['favorites', 'list', { sea }] as const,
  status: (type: z.infer<typeof favoriteTypeSchema>, referenceId: string) =>
    ['favorites', 'status', type, referenceId] as const,
  shared: (id: string) => ['favorites', 'shared', id] as const,
};

/**
 * "Transferencia directa": a list's owner's IBAN as givers see it, and the transfers declared to the owner. A
 * confirmation changes the gift's progress too, so it also refreshes `listKeys.all`.
 */
export const directTransferKeys = {
  all: ['directTransfers'] as const,
  details: (listId: string) => ['directTransfers', 'details', listId] as const,
  pledges: (listId: string) => ['directTransfers', 'pledges', listId] as const,
};

/** The notification page and the header's unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

/**
 * The wallet: what moves money changes the balance, the movements and (a card's or account's page) the
 * methods' payments, so those mutations invalidate `walletKeys.money`; saving or removing a method
 * invalidates `walletKeys.methods`.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  config: ['wallet', 'config'] as const,
  /** Everything that a payment, refund or payout changes. */
  money: ['wallet', 'money'] as const,
  balance: ['wallet', 'money', 'balance'] as const,
  movements: (type: string | null, lim: number) => ['wallet', 'money', 'movements', { type, lim }] as const,
  /** A dependent's hucha, as its guardians read it (`?for=`). */
  hucha: (dependentId: string, lim: number) => ['wallet', 'money', 'hucha', dependentId, { lim }] as const,
  monthly: (currency: string | null) => ['wallet', 'money', 'monthly', currency] as const,
  payment: (id: string) => ['wallet', 'money', 'payment', id] as const,
  payout: (id: string) => ['wallet', 'money', 'payout', id] as const,
  /** A donation to an ONG: the donor's (signed in, or a guest by the e-mailed token). */
  donation: (id: string) => ['wallet', 'donation', id] as const,
  /** The ways to give that work for one recipient (a person or an ONG) in one currency. */
  recipientMethods: (currency: string, to: string) => ['wallet', 'recipientMethods', currency, to] as const,
  /** A guest's receipt, opened from their e-mail (no account). */
  guestReceipt: (id: string) => ['wallet', 'guestReceipt', id] as const,
  methodPayments: (id: string) => ['wallet', 'money', 'methodPayments', id] as const,
  quote: (amount: number, currency: string) => ['wallet', 'money', 'quote', amount, currency] as const,
  methods: ['wallet', 'methods'] as const,
  method: (id: string) => ['wallet', 'methods', id] as const,
  payoutStatus: ['wallet', 'methods', 'payoutStatus'] as const,
};

/** Thank-you notes: "Regalos recibidos" (a reveal or a note sent changes it) and the notes I read. */
export const thanksKeys = {
  all: ['thanks'] as const,
  received: (unthanked: boolean) => ['thanks', 'received', { unthanked }] as const,
  note: (id: string) => ['thanks', 'note', id] as const,
  link: (token: string) => ['thanks', 'link', token] as const,
};

/** Amigo invisible: my draws, one draw, my result and questions (both under the draw), the invitation preview. */
export const drawKeys = {
  all: ['draws'] as const,
  lists: ['draws', 'list'] as const,
  list: (event?: string) => ['draws', 'list', { event }] as const,
  detail: (id: string) => ['draws', 'detail', id] as const,
  result: (id: string) => ['draws', 'detail', id, 'result'] as const,
  /** Whom a dependent I look after gives to (`myResult?for=`). */
  resultFor: (id: string, dependentId: string) => ['draws', 'detail', id, 'result', dependentId] as const,
  questions: (id: string) => ['draws', 'detail', id, 'questions'] as const,
  invitation: (token: string) => ['draws', 'invitation', token] as const,
};

/** ONGs: one page, the listing (by search), the ONG's own details and the donations it received. */
export const ongKeys = {
  all: ['ongs'] as const,
  detail: (id: string) => ['ongs', 'detail', id] as const,
  list: (q: string) => ['ongs', 'list', { q }] as const,
  mine: ['ongs', 'mine'] as const,
  donations: ['ongs', 'donations'] as const,
};

/**
 * "Llevar juntos": who runs a list or event and its open invitations (owners only), and an invitation as its
 * invitee sees it before answering (by the link's secret or the friend invitation's id).
 */
export const ownerKeys = {
  all: ['owners'] as const,
  of: (kind: 'list' | 'event' | 'dependent', id: string) => ['owners', kind, id] as const,
  invite: (answer: { token: string } | { inviteId: string }) => ['owners', 'invite', answer] as const,
};

/**
 * "Mi familia": the profiles I look after, one of them, a friend's (shown to friends), a hand-over as its
 * recipient reads it (by the e-mailed secret), and my household.
 */
export const dependentKeys = {
  all: ['dependents'] as const,
  mine: ['dependents', 'mine'] as const,
  detail: (id: string) => ['dependents', 'detail', id] as const,
  friend: (userId: string) => ['dependents', 'friend', userId] as const,
  handover: (token: string) => ['dependents', 'handover', token] as const,
  household: ['dependents', 'household'] as const,
  /** A dependent's special dates (`special/dates/*?for=`). */
  dates: (id: string) => ['specialDates', 'for', id] as const,
};
