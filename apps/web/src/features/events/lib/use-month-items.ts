import { useMemo } from 'react';
import { useEventsByMonth } from '../api/get-events-by-month';
import { useSpecialDatesByMonth } from '../api/get-special-dates-by-month';
import type { YearMonth } from './calendar';
import { groupByDay } from './group-by-day';

/** A month's events (on the viewer's clock) and special dates, by day, plus how loading went. */
export function useMonthItems(month: YearMonth, timeZone: string) {
  const events = useEventsByMonth({ ...month, tz: timeZone });
  const dates = useSpecialDatesByMonth(month);
  const items = useMemo(
    () => groupByDay(events.data ?? [], dates.data ?? [], timeZone),
    [events.data, dates.data, timeZone],
  );
  return {
    items,
    loading: events.isPending || dates.isPending || events.isFetching || dates.isFetching,
    ready: !events.isPending && !dates.isPending,
    failed: [events, dates].find((q) => q.isError && !q.data) ?? null,
  };
}
