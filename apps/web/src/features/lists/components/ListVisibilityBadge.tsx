import type { GiftList } from '@detalle/contract';
import { Badge } from '@mantine/core';
import { IconLink, IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';

const icons = { public: IconWorld, linkOnly: IconLink, friends: IconUsers, private: IconLock } as const;

/**
 * Who can open the list, in a word or two: "Con el enlace" (public but listed nowhere, as a new list is),
 * "Pública" (also in "Listas destacadas"), "Para tus amigos", "Privada". `discoverable` is known to the owner only.
 */
export function ListVisibilityBadge({
  visibility,
  discoverable,
}: {
  visibility: GiftList['visibility'];
  discoverable?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const kind = visibility === 'public' && discoverable === false ? 'linkOnly' : visibility;
  const Icon = icons[kind];
  return (
    <Badge
      variant="light"
      color={visibility === 'private' ? 'gray' : undefined}
      leftSection={<Icon size={12} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      {t(`lists.visibility.${kind}Badge`)}
    </Badge>
  );
}
