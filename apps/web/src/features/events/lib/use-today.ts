import { dayIn } from '@detalle/contract';
import { browserTimeZone } from '@/lib/dates';

/** Today (`YYYY-MM-DD`) on the person's own clock, and their zone. */
export function useToday() {
  const timeZone = browserTimeZone();
  return { today: dayIn(new Date(), timeZone), timeZone };
}
