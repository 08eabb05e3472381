import type { MovementStatus, MovementType, Payout } from '@detalle/contract';
import {
  IconArrowBackUp,
  IconBuildingBank,
  IconGift,
  IconHeartHandshake,
  IconPigMoney,
  IconReceiptTax,
  IconRosetteDiscountCheck,
  type TablerIcon,
} from '@tabler/icons-react';

/** Each movement type's icon; its words are `wallet.type.<type>`. */
export const movementIcons: Record<MovementType, TablerIcon> = {
  gift_received: IconGift,
  contribution: IconHeartHandshake,
  donation_received: IconRosetteDiscountCheck,
  donation: IconRosetteDiscountCheck,
  refund: IconArrowBackUp,
  payout: IconBuildingBank,
  fee: IconReceiptTax,
  from_hucha: IconPigMoney,
  to_guardian: IconPigMoney,
};

type Tone = 'teal' | 'yellow' | 'red' | 'gray';

/** The badge colour of a status (`wallet.status.<status>`). */
export const movementStatusColor: Record<MovementStatus, Tone> = {
  completed: 'teal',
  pending: 'yellow',
  failed: 'red',
  canceled: 'gray',
};

export const payoutStatusAsMovement: Record<Payout['status'], MovementStatus> = {
  in_transit: 'pending',
  paid: 'completed',
  failed: 'failed',
};
