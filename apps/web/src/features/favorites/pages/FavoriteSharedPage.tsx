import type { Favorite } from '@detalle/contract';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import classes from '@/components/media-card/MediaCard.module.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { useIsLoggedIn } from '@/lib/session';
import { useSharedFavorite } from '../api/get-shared-favorite';
import { FavoriteButton } from '../components/FavoriteButton';
import { FavoriteImage } from '../components/FavoriteImage';
import { FavoriteUnavailable } from '../components/FavoriteUnavailable';
import { favoriteItemHref } from '../lib/favorite-href';

/**
 * `favorite/{id}`: a favourite someone shared, open without a session. The API
 * only hands out what anyone may see (catalogue products, public lists and
 * events); anything else reads as unavailable, said kindly.
 */
export default function FavoriteSharedPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isLoggedIn = useIsLoggedIn();
  const favorite = useSharedFavorite(id);
  usePageTitle(favorite.data?.name ?? t('pages.favoriteShared.title'));

  return (
    <QueryView
      query={favorite}
      loadingLabel={t('favorites.shared.loading')}
      errorTitle={t('favorites.shared.loadError')}
      renderError={pageLoadError({
        title: t('pages.favoriteShared.title'),
        unavailable: <FavoriteUnavailable signedIn={isLoggedIn} />,
        maw: 560,
      })}
    >
      {(data) => <SharedFavorite data={data} isLoggedIn={isLoggedIn} />}
    </QueryView>
  );
}

function SharedFavorite({ data, isLoggedIn }: { data: Favorite; isLoggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Text c="dimmed">{t('favorites.shared.intro')}</Text>
      <Card withBorder radius="lg" padding={0}>
        <div className={classes.media}>
          <FavoriteImage favorite={data} />
        </div>
        <Stack gap="sm" p="md" align="flex-start">
          <Badge radius="md" variant="light">
            {t(`favorites.types.${data.type}`)}
          </Badge>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          <Group gap="sm" w="100%" wrap="nowrap">
            <Button
              component={Link}
              to={favoriteItemHref(data)}
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden />}
              style={{ flex: 1 }}
            >
              {t(`favorites.shared.open.${data.type}`)}
            </Button>
            <FavoriteButton referenceId={data.reference_id} type={data.type} name={data.name} />
          </Group>
          {!isLoggedIn && data.type !== 'event' ? (
            <Text size="sm" c="dimmed">
              {t('favorites.shared.guestNote')}
            </Text>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
