import { useParams } from 'react-router';
import { ProductDetail } from '@/features/catalogue';
import { FavoriteButton } from '@/features/favorites';
import { ListDetail } from '@/features/lists';
import { NotFoundPage } from '@/features/system';

/**
 * `home/{id}/{type}` (seed §2): the detail of one thing found from home.
 * `type` is `producto` (a catalogue or own product) or `lista` (a gift list);
 * any other word is an address that does not exist.
 */
export default function HomeItemPage() {
  const { id = '', type } = useParams();
  if (type === 'producto') {
    return <ProductDetail id={id} extraActions={<FavoriteButton referenceId={id} type="product" />} />;
  }
  if (type === 'lista') return <ListDetail id={id} />;
  return <NotFoundPage />;
}
