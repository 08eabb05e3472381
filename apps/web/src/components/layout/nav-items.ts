import {
  IconCalendar,
  IconCompass,
  IconHelpCircle,
  IconHome,
  IconListDetails,
  IconLogin2,
  IconUserCircle,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { paths } from '@/app/paths';
import type es from '@/i18n/es.json';

export type NavItem = {
  to: string;
  labelKey: `nav.${keyof (typeof es)['nav']}`;
  icon: TablerIcon;
};

/** With a session: the five places people return to. */
export const memberNavItems: NavItem[] = [
  { to: paths.home.path, labelKey: 'nav.home', icon: IconHome },
  { to: paths.lista.path, labelKey: 'nav.lists', icon: IconListDetails },
  { to: paths.calendario.path, labelKey: 'nav.calendar', icon: IconCalendar },
  { to: paths.amigos.path, labelKey: 'nav.friends', icon: IconUsers },
  { to: paths.profile.path, labelKey: 'nav.profile', icon: IconUserCircle },
];

/** Without a session the guarded places would only bounce to login, so guests get what they can open. */
export const guestNavItems: NavItem[] = [
  { to: paths.categoria.path, labelKey: 'nav.explore', icon: IconCompass },
  { to: paths.faq.path, labelKey: 'nav.help', icon: IconHelpCircle },
  { to: paths.login.path, labelKey: 'nav.login', icon: IconLogin2 },
];
