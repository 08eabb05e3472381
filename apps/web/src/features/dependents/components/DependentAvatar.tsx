import type { DependentKind } from '@detalle/contract';
import { Avatar, type MantineColor } from '@mantine/core';

/** A friendly colour per kind, for the initial when there is no photo. */
const kindColor: Record<DependentKind, MantineColor> = { child: 'pink', pet: 'orange', adult: 'grape' };

/** Its photo, or its initial on a friendly colour. Decorative: its name is always written beside it. */
export function DependentAvatar({
  dependent,
  size = 56,
}: {
  dependent: { name: string; kind: DependentKind; image: string | null };
  size?: number;
}) {
  return (
    <Avatar
      src={dependent.image}
      name={dependent.name}
      color={kindColor[dependent.kind]}
      radius="xl"
      size={size}
      alt=""
      aria-hidden
    />
  );
}
