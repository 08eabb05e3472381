import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { bookmarkletHref } from '../lib/bookmarklet';
import classes from './BookmarkletPage.module.css';

/**
 * The link to drag to the bookmarks bar. React refuses to render a `javascript:` address, so it is set on the
 * element itself once mounted (with its click: here, not on a shop's page, it only says how to use it).
 */
function BookmarkletLink() {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  const [clicked, setClicked] = useState(false);
  useEffect(() => {
    const anchor = link.current;
    if (!anchor) return;
    anchor.setAttribute('href', bookmarkletHref(window.location.origin));
    const explain = (event: MouseEvent) => {
      event.preventDefault();
      setClicked(true);
    };
    anchor.addEventListener('click', explain);
    return () => anchor.removeEventListener('click', explain);
  }, []);
  return (
    <Stack gap="xs" align="flex-start">
      <a ref={link} href={paths.anadirADetalle.path} className={classes.bookmarklet}>
        <IconGift size={18} aria-hidden />
        {t('bookmarklet.button')}
      </a>
      <Text size="sm" c="dimmed" role={clicked ? 'status' : undefined}>
        {clicked ? t('bookmarklet.clickedHere') : t('bookmarklet.dragHint')}
      </Text>
    </Stack>
  );
}

/** `/anadir-a-detalle`: the "Añadir a Detalle" bookmarklet for desktop browsers, and how to use it. */
export default function BookmarkletPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookmarklet.title'));
  const steps = t('bookmarklet.steps', { returnObjects: true }) as string[];
  return (
    <Stack gap="xl" maw={720}>
      <Stack gap="xs">
        <Title order={1}>{t('bookmarklet.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('bookmarklet.intro')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2}>{t('bookmarklet.stepsTitle')}</Title>
          <List type="ordered" spacing="xs">
            {steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <BookmarkletLink />
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2}>{t('bookmarklet.privacyTitle')}</Title>
        <Text>{t('bookmarklet.privacy')}</Text>
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('bookmarklet.phonesTitle')}</Title>
        <Text>{t('bookmarklet.phones')}</Text>
        <Anchor component={Link} to={paths.faq.path}>
          {t('bookmarklet.faq')}
        </Anchor>
      </Stack>
    </Stack>
  );
}
