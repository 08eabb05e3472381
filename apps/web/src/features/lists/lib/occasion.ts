import type { ListOccasion } from '@detalle/contract';
import {
  IconBabyCarriage,
  IconBeach,
  IconCake,
  IconCandle,
  IconChristmasTree,
  IconConfetti,
  IconCrown,
  IconGift,
  IconGlassFull,
  IconPlaneDeparture,
  IconRings,
  IconSchool,
  type TablerIcon,
} from '@tabler/icons-react';

/** One picture per occasion, beside its name wherever a list shows what it is for. */
export const occasionIcons: Record<ListOccasion, TablerIcon> = {
  cumpleanos: IconCake,
  boda: IconRings,
  bebe: IconBabyCarriage,
  navidad: IconChristmasTree,
  reyes: IconCrown,
  comunion: IconCandle,
  aniversario: IconGlassFull,
  jubilacion: IconBeach,
  graduacion: IconSchool,
  despedida: IconPlaneDeparture,
  otra: IconConfetti,
};

export const NO_OCCASION_ICON = IconGift;

type WithOccasion = { category?: { id: ListOccasion } | null; occasion: string };

/**
 * What a list is for, in words: the occasion's name, or the owner's own words for another occasion (and for a
 * list from before occasions, which has only those). Empty when it says neither.
 */
export function occasionLabel(
  list: WithOccasion,
  t: (key: `lists.occasion.${ListOccasion}`) => string,
): string {
  const key = list.category?.id;
  if (key && key !== 'otra') return t(`lists.occasion.${key}`);
  return list.occasion || (key ? t('lists.occasion.otra') : '');
}
