import type { OngNeedList } from '@detalle/contract';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MediaCard } from '@/components/media-card/MediaCard';
import { MediaCardImage } from '@/components/media-card/MediaCardImage';
import { useTranslation } from '@/i18n';
import { hrefTo } from '@/lib/paths';

/** "Lo que necesitamos": the ONG's need-lists, each opened as anyone with its link sees it (`regalar?lista=`). */
export function NeedLists({ lists }: { lists: OngNeedList[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="need-lists">
      <Title order={2} size="h3" id="need-lists">
        {t('ongs.needs')}
      </Title>
      {lists.length === 0 ? (
        <Text c="dimmed">{t('ongs.needsEmpty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {lists.map((l, i) => (
            <MediaCard
              key={l.id}
              href={`${hrefTo('regalar')}?lista=${encodeURIComponent(l.id)}`}
              title={l.name}
              // The first list's picture is the largest thing in a phone's first screen of the page.
              media={<MediaCardImage src={l.image} alt="" priority={i === 0} />}
            >
              <Text size="sm" c="dimmed">
                {t('ongs.needCount', { count: l.giftCount })}
              </Text>
            </MediaCard>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
