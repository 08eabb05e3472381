import type { ComponentType } from 'react';
import type { PageKey } from '@/lib/paths';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * One code chunk per page. The router loads a page when it is first visited, and
 * `preloadPagesOnIntent` (`preload.ts`) fetches it earlier when a link to it is pointed at
 * (seed §2: "Pages load lazily and are preloaded"). Vite keeps each import in its own chunk.
 */
export const pageModules: Record<PageKey | 'notFound', PageLoader> = {
  home: () => import('@/features/home/pages/HomePage'),
  homeItem: () => import('@/features/home/pages/HomeItemPage'),
  login: () => import('@/features/auth/pages/LoginPage'),
  register: () => import('@/features/auth/pages/RegisterPage'),
  flag: () => import('@/features/auth/pages/FlagPage'),
  intereses: () => import('@/features/profile/pages/InterestsPage'),
  message: () => import('@/features/messages/pages/MessagePage'),
  categoria: () => import('@/features/catalogue/pages/CategoryPage'),
  regalar: () => import('@/features/lists/pages/GiftPage'),
  justificante: () => import('@/features/wallet/pages/ReceiptPage'),
  agradecimiento: () => import('@/features/thanks/pages/ThanksPage'),
  imagenPredeterminada: () => import('@/features/lists/pages/DefaultImagePage'),
  registerOng: () => import('@/features/auth/pages/RegisterOngPage'),
  faq: () => import('@/features/help/pages/FaqPage'),
  termandcondition: () => import('@/features/help/pages/TermsPage'),
  privacypolicies: () => import('@/features/help/pages/PrivacyPage'),
  loading: () => import('@/features/system/pages/LoadingPage'),
  forgetPassword: () => import('@/features/auth/pages/ForgetPasswordPage'),
  resetPassword: () => import('@/features/auth/pages/ResetPasswordPage'),
  config: () => import('@/features/profile/pages/ConfigPage'),
  lista: () => import('@/features/lists/pages/ListPage'),
  notification: () => import('@/features/notifications/pages/NotificationPage'),
  profile: () => import('@/features/profile/pages/ProfilePage'),
  crearLista: () => import('@/features/lists/pages/CreateListPage'),
  importarRegalos: () => import('@/features/lists/pages/ImportGiftsPage'),
  crearEvento: () => import('@/features/events/pages/CreateEventPage'),
  calendario: () => import('@/features/events/pages/CalendarPage'),
  calendarioItem: () => import('@/features/events/pages/CalendarItemPage'),
  amigos: () => import('@/features/friends/pages/FriendsPage'),
  evento: () => import('@/features/events/pages/EventPage'),
  joinEvent: () => import('@/features/events/pages/JoinEventPage'),
  favorite: () => import('@/features/favorites/pages/FavoritePage'),
  favoriteShared: () => import('@/features/favorites/pages/FavoriteSharedPage'),
  billetera: () => import('@/features/wallet/pages/WalletOverviewPage'),
  billeteraView: () => import('@/features/wallet/pages/WalletViewPage'),
  billeteraCard: () => import('@/features/wallet/pages/WalletCardPage'),
  billeteraPayment: () => import('@/features/wallet/pages/WalletPaymentPage'),
  confirmar: () => import('@/features/auth/pages/ConfirmEmailPage'),
  amigoInvisible: () => import('@/features/draws/pages/DrawsPage'),
  crearSorteo: () => import('@/features/draws/pages/CreateDrawPage'),
  unirseSorteo: () => import('@/features/draws/pages/JoinDrawPage'),
  sorteo: () => import('@/features/draws/pages/DrawPage'),
  ongs: () => import('@/features/ongs/pages/OngsPage'),
  ong: () => import('@/features/ongs/pages/OngPage'),
  donacion: () => import('@/features/wallet/pages/DonationPage'),
  compartir: () => import('@/features/lists/pages/SharePage'),
  anadirADetalle: () => import('@/features/help/pages/BookmarkletPage'),
  llevarJuntos: () => import('@/features/owners/pages/OwnerInvitePage'),
  familia: () => import('@/features/dependents/pages/FamilyPage'),
  familiaPerfil: () => import('@/features/dependents/pages/DependentPage'),
  recibirPerfil: () => import('@/features/dependents/pages/HandoverPage'),
  notFound: () => import('@/features/system/pages/NotFoundPage'),
};
