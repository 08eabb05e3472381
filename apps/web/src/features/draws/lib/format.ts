import { type Draw, formatMoney } from '@detalle/contract';
import { formatDate } from '@/lib/dates';

/** The exchange day as people read it ("24 Dic 2026"): a calendar day, shown as such in any zone. */
export const exchangeDay = (draw: Pick<Draw, 'exchangeDate'>) =>
  formatDate(`${draw.exchangeDate}T12:00:00Z`, { timeZone: 'UTC' });

/** The deadline to join on the draw's own clock ("20 Dic 2026 23:59"). */
export const deadlineText = (draw: Pick<Draw, 'joinDeadline' | 'timezone'>) =>
  formatDate(draw.joinDeadline, { withTime: true, timeZone: draw.timezone });

export const budgetText = (draw: Pick<Draw, 'budget'>) => (draw.budget ? formatMoney(draw.budget) : null);
