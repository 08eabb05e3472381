import { Button } from '@mantine/core';
import { IconCompass, IconHeart, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

/** No favorites: none match the search `term`, or none saved yet (then a way to explore). */
export function FavoritesEmpty({ term }: { term: string }) {
  const { t } = useTranslation();
  return term ? (
    <EmptyMessage
      icon={<IconSearch aria-hidden />}
      title={t('favorites.page.noMatchTitle', { term })}
      description={t('favorites.page.noMatchDescription')}
    />
  ) : (
    <EmptyMessage
      icon={<IconHeart aria-hidden />}
      title={t('favorites.page.emptyTitle')}
      description={t('favorites.page.emptyDescription')}
      action={
        <Button
          component={Link}
          to={paths.categoria.path}
          leftSection={<IconCompass size={18} aria-hidden />}
        >
          {t('favorites.page.explore')}
        </Button>
      }
    />
  );
}
