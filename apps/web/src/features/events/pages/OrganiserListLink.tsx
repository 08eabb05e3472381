import type { EventDetail } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { myListsQuery } from '@/features/lists';
import { uniqueById } from '@/lib/paging';
import { LinkExistingList } from '../components/LinkExistingList';

/** The organiser's own lists, read only for them, to link one to the event. */
export function OrganiserListLink({ event }: { event: EventDetail }) {
  const mine = useInfiniteQuery(myListsQuery());
  const lists = mine.data ? uniqueById(mine.data.pages).map((l) => ({ id: l.id, name: l.name })) : [];
  return <LinkExistingList event={event} lists={lists} />;
}
