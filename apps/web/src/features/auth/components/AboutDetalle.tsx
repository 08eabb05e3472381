import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconHeartHandshake, IconLink, IconListCheck, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import classes from './AboutDetalle.module.css';

type Point = {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  key: 'lists' | 'noAccount' | 'groupGifts' | 'draws';
};

/** What Detalle does, in four points; the texts are `auth.about.points.<key>`. */
const POINTS: Point[] = [
  { icon: IconListCheck, key: 'lists' },
  { icon: IconLink, key: 'noAccount' },
  { icon: IconUsersGroup, key: 'groupGifts' },
  { icon: IconGift, key: 'draws' },
];

/** Pages a guest may open (the featured lists have no public page; the ONGs' need-lists are on theirs). */
const EXPLORE = [
  { icon: IconHeartHandshake, to: paths.ongs.path, key: 'ongs' },
  { icon: IconGift, to: paths.categoria.path, key: 'catalogue' },
  { icon: IconListCheck, to: paths.faq.path, key: 'faq' },
] as const;

/**
 * For a visitor whose first page is the login: what Detalle is, and the pages anyone may open without an
 * account (the verified ONGs and their need-lists, the catalogue). Text and links only, no data to fetch:
 * the login stays light and renders on the server as it is.
 */
export function AboutDetalle() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="about-detalle" gap="md" className={classes.about}>
      <Title order={2} id="about-detalle" size="h3">
        {t('auth.about.title')}
      </Title>
      <ul className={classes.points}>
        {POINTS.map(({ icon: Icon, key }) => (
          <li key={key} className={classes.point}>
            <span className={classes.icon}>
              <Icon size={20} aria-hidden />
            </span>
            <span>
              <Text component="strong" fw={700} display="block">
                {t(`auth.about.points.${key}.title`)}
              </Text>
              <Text component="span" size="sm" c="dimmed">
                {t(`auth.about.points.${key}.text`)}
              </Text>
            </span>
          </li>
        ))}
      </ul>
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('auth.about.explore')}
        </Title>
        {EXPLORE.map(({ icon: Icon, to, key }) => (
          <Anchor key={key} component={Link} to={to} className={classes.explore}>
            <Icon size={18} aria-hidden />
            {t(`auth.about.${key}`)}
          </Anchor>
        ))}
      </Stack>
    </Stack>
  );
}
