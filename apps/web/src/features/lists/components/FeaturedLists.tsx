import { QueryView } from '@/components/feedback/QueryView';
import { SectionHeader } from '@/components/layout/SectionHeader';
import { useFeaturedLists } from '@/features/lists/api/get-lists';
import { useTranslation } from '@/i18n';
import { listOwnersName } from '@/lib/together';
import classes from './FeaturedLists.module.css';
import { ListTile } from './ListTile';
import { ListTilesSkeleton } from './ListTilesSkeleton';

/** Home: "Listas destacadas", side by side; the section stays out of the way while there are none. */
export function FeaturedLists() {
  const { t } = useTranslation();
  const lists = useFeaturedLists();

  // Without featured lists the section stays out of the way.
  if (lists.data && (lists.data.pages[0]?.list.length ?? 0) === 0) return null;
  return (
    <section aria-labelledby="listas-destacadas">
      <SectionHeader id="listas-destacadas" title={t('home.featuredLists.title')} />
      <QueryView
        query={lists}
        loadingLabel={t('home.featuredLists.loading')}
        skeleton={<ListTilesSkeleton />}
        errorTitle={t('home.featuredLists.error')}
      >
        {(data) => (
          <ul className={classes.scroller}>
            {(data.pages[0]?.list ?? []).map((list) => (
              <li key={list.id}>
                <ListTile
                  list={list}
                  detail={
                    list.isMine ? t('home.lists.yours') : t('home.lists.by', { name: listOwnersName(list) })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
