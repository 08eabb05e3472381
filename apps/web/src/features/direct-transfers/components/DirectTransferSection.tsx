import type { Gift, Reveal } from '@detalle/contract';
import { lazyPart } from '@/components/feedback/lazy-part';
import { loadCode } from '@/lib/load-code';
import { useDirectDetails } from '../api/details';
import { givableGifts } from '../lib/givable';

/**
 * The section's code (the panel, its form and the copy buttons' tooltips with floating-ui) loads once the
 * owner's details say there is a section to show: most lists have none, and a guest reads the list first.
 */
const LazyContent = lazyPart(
  () => loadCode(() => import('./DirectTransferSectionContent')),
  (m) => m.DirectTransferSectionContent,
);

/**
 * On a list's page, for givers: "Transferir directamente a Ana", when the owner showed their IBAN and a group gift
 * or fund still takes money.
 */
export function DirectTransferSection(props: {
  listId: string;
  ownerName: string;
  gifts: Gift[];
  reveal: Reveal;
}) {
  const details = useDirectDetails(props.listId);
  if (!details.data || givableGifts(props.gifts).length === 0) return null;
  return <LazyContent {...props} />;
}
