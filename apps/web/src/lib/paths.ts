import { generatePath } from 'react-router';

/**
 * Every route of seed §2 with its guard, in one place. `session` routes need a
 * stored token; the others are open. Links are built from these patterns with
 * `hrefTo`, never typed by hand.
 */
export type RouteGuard = 'session' | 'none';

export const paths = {
  home: { path: '/home', guard: 'session' },
  homeItem: { path: '/home/:id/:type', guard: 'session' },
  login: { path: '/login', guard: 'none' },
  register: { path: '/register', guard: 'none' },
  flag: { path: '/flag', guard: 'none' },
  intereses: { path: '/intereses', guard: 'none' },
  message: { path: '/message', guard: 'none' },
  categoria: { path: '/categoria', guard: 'none' },
  regalar: { path: '/regalar', guard: 'none' },
  agradecimiento: { path: '/agradecimiento', guard: 'none' },
  /** A guest's receipt, from the e-mail sent when their payment succeeded (`?token=`). */
  justificante: { path: '/justificante/:id', guard: 'none' },
  imagenPredeterminada: { path: '/imagen-predeterminada', guard: 'none' },
  registerOng: { path: '/register-ong', guard: 'none' },
  faq: { path: '/faq', guard: 'none' },
  termandcondition: { path: '/termandcondition', guard: 'none' },
  privacypolicies: { path: '/privacypolicies', guard: 'none' },
  loading: { path: '/loading', guard: 'none' },
  forgetPassword: { path: '/forget-password', guard: 'none' },
  resetPassword: { path: '/forget-password/:token', guard: 'none' },
  config: { path: '/config', guard: 'session' },
  lista: { path: '/lista', guard: 'session' },
  notification: { path: '/notification', guard: 'session' },
  profile: { path: '/profile', guard: 'session' },
  crearLista: { path: '/crear-lista', guard: 'none' },
  /** "Importar regalos" into one of my lists: pasted links, a CSV or a shop's saved wish-list page. */
  importarRegalos: { path: '/importar-regalos/:id', guard: 'session' },
  crearEvento: { path: '/crear-evento', guard: 'session' },
  calendario: { path: '/calendario', guard: 'session' },
  calendarioItem: { path: '/calendario/:id', guard: 'session' },
  amigos: { path: '/amigos', guard: 'session' },
  evento: { path: '/evento/:id', guard: 'none' },
  joinEvent: { path: '/evento/join-event/:id', guard: 'none' },
  favorite: { path: '/favorite', guard: 'session' },
  favoriteShared: { path: '/favorite/:id', guard: 'none' },
  billetera: { path: '/billetera', guard: 'session' },
  billeteraView: { path: '/billetera/:view', guard: 'session' },
  billeteraCard: { path: '/billetera/:cardId/:cardType', guard: 'session' },
  billeteraPayment: { path: '/billetera/:cardId/:cardType/:paymentId', guard: 'session' },
  confirmar: { path: '/confirmar/:token', guard: 'none' },
  amigoInvisible: { path: '/amigo-invisible', guard: 'session' },
  crearSorteo: { path: '/amigo-invisible/crear', guard: 'session' },
  unirseSorteo: { path: '/amigo-invisible/unirse/:token', guard: 'session' },
  sorteo: { path: '/amigo-invisible/:id', guard: 'session' },
  /** Verified ONGs: the listing, one ONG's public page, a donation and its certificate (`?token=`). */
  ongs: { path: '/ongs', guard: 'none' },
  ong: { path: '/ong/:id', guard: 'none' },
  donacion: { path: '/donacion/:id', guard: 'none' },
  /**
   * "Añadir a una lista" from anywhere: the installed app's share target (`?title=&text=&url=`) and the
   * bookmarklet (`?url=`, with what it read on the shop's page in the fragment). A guest signs in and comes back.
   */
  compartir: { path: '/compartir', guard: 'session' },
  /** The bookmarklet "Añadir a Detalle" for desktop browsers, and how to use it. */
  anadirADetalle: { path: '/anadir-a-detalle', guard: 'none' },
  /**
   * "Llevar juntos": an invitation to run a list or event with others, by a link (the secret in `#t=`, kept
   * through sign-in by `next-hash.ts`) or a friend's invitation from a notification (`?invitacion=<id>`).
   */
  llevarJuntos: { path: '/llevar-juntos', guard: 'session' },
  /** "Mi familia": the profiles I look after (a baby, a pet, a grandmother), and my household. */
  familia: { path: '/familia', guard: 'session' },
  /** One of them, for its guardians. */
  familiaPerfil: { path: '/familia/:id', guard: 'session' },
  /** Taking one's own profile over from its guardians: the e-mailed secret in `#t=`, signed out. */
  recibirPerfil: { path: '/recibir-perfil', guard: 'none' },
} as const satisfies Record<string, { path: string; guard: RouteGuard }>;

export type PageKey = keyof typeof paths;
export const pageKeys = Object.keys(paths) as PageKey[];

/** `hrefTo('evento', { id: '42' })` → `/evento/42`, with the parameters encoded. */
export function hrefTo(key: PageKey, params?: Record<string, string>): string {
  return generatePath(paths[key].path, params as never);
}

/** Query parameter that carries where a guest was going, so login can send them back. */
export const NEXT_PARAM = 'next';

export function loginHref(next?: string): string {
  const login = paths.login.path;
  return next ? `${login}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : login;
}

/**
 * The `next` destination, only when it is a path inside this app: an absolute
 * or protocol-relative URL (`https://…`, `//evil.example`) would turn login into
 * an open redirect.
 */
export function readNextParam(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM) ?? '';
  const insideApp = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return insideApp ? next : null;
}

/**
 * `lista?amigo=<userId>`: the lists of one friend (`list/friendList&friend=`), opened from `amigos`;
 * route state may carry their name.
 */
export const FRIEND_PARAM = 'amigo';
export const friendListsHref = (userId: string) =>
  `${paths.lista.path}?${new URLSearchParams({ [FRIEND_PARAM]: userId })}`;
export type FriendListsState = { friendName?: string } | null;

/** `amigo-invisible/crear?evento=<eventId>`: a draw inside that event (from the event's page). */
export const DRAW_EVENT_PARAM = 'evento';
export const createDrawHref = (eventId?: string) =>
  eventId
    ? `${paths.crearSorteo.path}?${new URLSearchParams({ [DRAW_EVENT_PARAM]: eventId })}`
    : paths.crearSorteo.path;

/** `billetera/enviar?para=<userId>`: "Enviar dinero" with the friend already chosen (from a friend's menu). */
export const SEND_MONEY_PARAM = 'para';
export const sendMoneyHref = (userId: string) =>
  `${hrefTo('billeteraView', { view: 'enviar' })}?${new URLSearchParams({ [SEND_MONEY_PARAM]: userId })}`;

/** `llevar-juntos?invitacion=<inviteId>`: a friend's invitation to run a list or event with them. */
export const OWNER_INVITE_PARAM = 'invitacion';
/** `llevar-juntos#t=<secret>`: an invitation link's secret, in the fragment so no server sees it. */
export const OWNER_INVITE_TOKEN = 't';

/** `crear-lista?para=<dependentId>`: a new list for one of the dependents I look after. */
export const FOR_DEPENDENT_PARAM = 'para';
export const newListForDependentHref = (dependentId: string) =>
  `${paths.crearLista.path}?${new URLSearchParams({ [FOR_DEPENDENT_PARAM]: dependentId })}`;

/** `recibir-perfil#t=<secret>`: the hand-over's secret, in the fragment so no server sees it. */
export const HANDOVER_TOKEN = 't';
