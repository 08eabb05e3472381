import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { pagePayloadFrom, sharedLinkFrom } from '@/lib/shared-link';
import { ShareSheet } from '../components/ShareSheet';

/**
 * `/compartir`: where "Compartir → Detalle" (the installed app's share target) and the "Añadir a Detalle"
 * bookmarklet land. The link is the first address in `url`, `text` or `title`; the bookmarklet's reading of
 * the page, if any, is in the fragment. Guarded: a guest signs in and comes back here with both intact.
 */
export default function SharePage() {
  const { t } = useTranslation();
  usePageTitle(t('shareSheet.title'));
  const { search, hash } = useLocation();
  const link = useMemo(() => sharedLinkFrom(new URLSearchParams(search)), [search]);
  const page = useMemo(() => pagePayloadFrom(hash), [hash]);
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('shareSheet.title')}</Title>
        <Text c="dimmed">{t('shareSheet.intro')}</Text>
      </Stack>
      <ShareSheet link={link} page={page} />
    </Stack>
  );
}
