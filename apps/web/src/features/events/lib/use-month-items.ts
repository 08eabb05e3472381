import { useMemo } from 'react';
import { useDatedByMonth } from '../api/get-dated-by-month';
import { useEventsByMonth } from '../api/get-events-by-month';
import { useSpecialDatesByMonth } from '../api/get-special-dates-by-month';
import type { YearMonth } from './calendar';
import { groupByDay } from './group-by-day';

/** A month's events (on the viewer's clock), special dates, draws and dated lists, by day, plus how loading went. */
export function useMonthItems(month: YearMonth, timeZone: string) {
  const events = useEventsByMonth({ ...month, tz: timeZone });
  const dates = useSpecialDatesByMonth(month);
  const dated = useDatedByMonth(month);
  const items = useMemo(
    () => groupByDay(events.data ?? [], dates.data ?? [], timeZone, dated.data ?? []),
    [events.data, dates.data, dated.data, timeZone],
  );
  const all = [events, dates, dated];
  return {
    items,
    loading: all.some((q) => q.isPending || q.isFetching),
    ready: all.every((q) => !q.isPending),
    failed: all.find((q) => q.isError && !q.data) ?? null,
  };
}
