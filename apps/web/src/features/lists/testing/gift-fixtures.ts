import type { Gift, PersonSummary } from '@detalle/contract';
import type { ListDetail } from '@/features/lists/api/get-list';
import { product } from '@/test/fixtures';

export const LIST_ID = '5a0c7d1e-2b3f-4a5c-8d9e-0f1a2b3c4d5e';

export const listOwner: PersonSummary = { id: 'u-ana', name: 'Ana', lastname: 'García', image: null };

/** A gift of `LIST_ID`, available, medium priority, unless said otherwise; a group gift when it has funding. */
export function gift(overrides: Partial<Gift> & { id: string; name: string }): Gift {
  const { name, ...rest } = overrides;
  return {
    listId: LIST_ID,
    kind: 'product',
    group: rest.kind === 'fund' || Boolean(rest.funding),
    suggestedAmounts: [],
    product: product({ id: `p-${overrides.id}`, name }),
    quantity: 1,
    priority: 'media',
    note: '',
    status: 'available',
    reservedByMe: false,
    funding: null,
    ...rest,
  };
}

/** A list as `list/get/{id}` answers it; Ana's and public unless said otherwise. */
export function listDetail(overrides: Partial<ListDetail> = {}): ListDetail {
  const gifts = overrides.gifts ?? [];
  return {
    id: LIST_ID,
    name: 'Cumpleaños de Ana',
    description: '',
    category: null,
    image: '/files/defaults/lists/cumpleanos.svg',
    date: null,
    occasion: 'Cumpleaños',
    visibility: 'public',
    owner: listOwner,
    owners: [overrides.owner ?? listOwner],
    eventId: null,
    forDependent: null,
    standOut: false,
    giftCount: gifts.length,
    availableCount: gifts.filter((g) => g.status === 'available').length,
    isMine: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    // No date: its givers show once Ana opens everything.
    reveal: { revealed: false, revealsOn: null, openedAt: null },
    ...overrides,
    gifts,
  };
}
