import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/QueryError';
import { SectionHeader } from '@/components/layout/SectionHeader';
import { useFeaturedLists } from '@/features/lists/api/get-lists';
import classes from './FeaturedLists.module.css';
import { ListTile } from './ListTile';
import { ListTilesSkeleton } from './ListTilesSkeleton';

const ownerName = (owner: { name: string; lastname: string }) => `${owner.name} ${owner.lastname}`.trim();

/** Home: "Listas destacadas", side by side; the section stays out of the way while there are none. */
export function FeaturedLists() {
  const { t } = useTranslation();
  const lists = useFeaturedLists();
  const header = <SectionHeader id="listas-destacadas" title={t('home.featuredLists.title')} />;

  if (lists.isPending) {
    return (
      <section aria-labelledby="listas-destacadas">
        {header}
        <ListTilesSkeleton label={t('home.featuredLists.loading')} />
      </section>
    );
  }
  if (lists.isLoadingError) {
    return (
      <section aria-labelledby="listas-destacadas">
        {header}
        <QueryError
          title={t('home.featuredLists.error')}
          error={lists.error}
          onRetry={() => void lists.refetch()}
          retrying={lists.isFetching}
        />
      </section>
    );
  }
  const featured = lists.data.pages[0]?.list ?? [];
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="listas-destacadas">
      {header}
      <ul className={classes.scroller}>
        {featured.map((list) => (
          <li key={list.id}>
            <ListTile
              list={list}
              detail={
                list.isMine ? t('home.lists.yours') : t('home.lists.by', { name: ownerName(list.owner) })
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
