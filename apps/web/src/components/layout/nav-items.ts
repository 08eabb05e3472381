import {
  IconBuildingCommunity,
  IconCalendar,
  IconCompass,
  IconFileText,
  IconGift,
  IconHeart,
  IconHeartHandshake,
  IconHelpCircle,
  IconHome,
  IconListDetails,
  IconLogin2,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';
import type es from '@/i18n/es.json';
import { paths } from '@/lib/paths';

export type NavItem = {
  to: string;
  labelKey: `nav.${Exclude<keyof (typeof es)['nav'], 'more' | 'label' | 'signOut'>}`;
  icon: TablerIcon;
  /** Current only on this exact path: `/home` must not stay lit on `/home/:id/:type` (a list or a product). */
  end?: boolean;
};

/** With a session: the four places people return to most; "Más" holds the rest. */
export const memberNavItems: NavItem[] = [
  { to: paths.home.path, labelKey: 'nav.home', icon: IconHome, end: true },
  { to: paths.lista.path, labelKey: 'nav.lists', icon: IconListDetails },
  { to: paths.calendario.path, labelKey: 'nav.calendar', icon: IconCalendar },
  { to: paths.amigos.path, labelKey: 'nav.friends', icon: IconUsers },
];

/**
 * "Más": every other section a signed-in person has, in groups (their own things, the
 * catalogue, help and the legal pages), so no page is reachable only by typing its address.
 */
export const moreMenuGroups: NavItem[][] = [
  [
    { to: paths.profile.path, labelKey: 'nav.profile', icon: IconUserCircle },
    // The profiles I look after (a baby, a pet, a grandmother), and my household.
    { to: paths.familia.path, labelKey: 'nav.family', icon: IconHeartHandshake },
    { to: paths.favorite.path, labelKey: 'nav.favorites', icon: IconHeart },
    { to: paths.billetera.path, labelKey: 'nav.wallet', icon: IconWallet },
    // Where to say thank you: every gift and every euro received, with who gave it once it may be known.
    { to: paths.agradecimiento.path, labelKey: 'nav.received', icon: IconGift },
    { to: paths.config.path, labelKey: 'nav.settings', icon: IconSettings },
  ],
  [
    { to: paths.categoria.path, labelKey: 'nav.explore', icon: IconCompass },
    { to: paths.ongs.path, labelKey: 'nav.ongs', icon: IconBuildingCommunity },
  ],
  [
    { to: paths.faq.path, labelKey: 'nav.help', icon: IconHelpCircle },
    { to: paths.termandcondition.path, labelKey: 'nav.terms', icon: IconFileText },
    { to: paths.privacypolicies.path, labelKey: 'nav.privacy', icon: IconShieldLock },
  ],
];

/** Without a session the guarded places would only bounce to login, so guests get what they can open. */
export const guestNavItems: NavItem[] = [
  { to: paths.categoria.path, labelKey: 'nav.explore', icon: IconCompass },
  { to: paths.ongs.path, labelKey: 'nav.ongs', icon: IconBuildingCommunity },
  { to: paths.faq.path, labelKey: 'nav.help', icon: IconHelpCircle },
  { to: paths.login.path, labelKey: 'nav.login', icon: IconLogin2 },
];
