import { browserTimeZone, dayIn } from './zoned-time';

/** Today (`YYYY-MM-DD`) on the person's own clock, and their zone. */
export function useToday() {
  const timeZone = browserTimeZone();
  return { today: dayIn(new Date(), timeZone), timeZone };
}
