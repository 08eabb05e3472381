import type { GiftList } from '@detalle/contract';
import { Badge } from '@mantine/core';
import { IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const icons = { public: IconWorld, friends: IconUsers, private: IconLock } as const;

/** Who can open the list, in a word or two: "Pública", "Para tus amigos", "Privada". */
export function ListVisibilityBadge({ visibility }: { visibility: GiftList['visibility'] }) {
  const { t } = useTranslation();
  const Icon = icons[visibility];
  return (
    <Badge
      variant="light"
      color={visibility === 'private' ? 'gray' : undefined}
      leftSection={<Icon size={12} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      {t(`lists.visibility.${visibility}Badge`)}
    </Badge>
  );
}
