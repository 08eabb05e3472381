import { useTranslation } from '@/i18n';
import { type GridDay, monthGrid, type YearMonth } from '../lib/calendar';
import type { DayItems } from '../lib/group-by-day';
import { useCalendarNames } from '../lib/use-calendar-names';
import classes from './MonthGrid.module.css';

type MonthGridProps = {
  month: YearMonth;
  items: Map<string, DayItems>;
  today: string;
  selected: string | null;
  onSelect: (day: string) => void;
};

/** At most this many dots per kind; the day's list below says the rest. */
const MAX_DOTS = 3;

function Dots({ count, kind }: { count: number; kind: 'event' | 'date' | 'dated' }) {
  return Array.from({ length: Math.min(count, MAX_DOTS) }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical decorative dots.
    <span key={i} className={classes.dot} data-kind={kind} />
  ));
}

/**
 * The month as a table, Monday first. Each day is a button whose name says the
 * date and what it holds ("29 de febrero de 2028: 1 fecha especial"); the dots
 * are decoration for the eye: coral for events, green for special dates.
 */
export function MonthGrid({ month, items, today, selected, onSelect }: MonthGridProps) {
  const { t } = useTranslation();
  const names = useCalendarNames();

  const label = (cell: GridDay) => {
    const found = items.get(cell.iso);
    const parts = [names.longDay(cell.iso)];
    if (cell.iso === today) parts.push(t('calendar.today').toLocaleLowerCase('es'));
    if (found?.events.length) parts.push(t('calendar.eventCount', { count: found.events.length }));
    if (found?.dates.length) parts.push(t('calendar.dateCount', { count: found.dates.length }));
    if (found?.dated.length) parts.push(t('calendar.datedCount', { count: found.dated.length }));
    return parts.join(', ');
  };

  return (
    <table className={classes.table} aria-label={names.monthTitle(month.year, month.month)}>
      <thead>
        <tr>
          {names.weekdaysShort.map((short, i) => (
            <th key={names.weekdays[i]} scope="col" abbr={names.weekdays[i]}>
              <span aria-hidden>{short}</span>
              <span className={classes.visuallyHidden}>{names.weekdays[i]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]?.iso}>
            {week.map((cell) => {
              const found = items.get(cell.iso);
              return (
                <td key={cell.iso}>
                  <button
                    type="button"
                    className={classes.day}
                    data-outside={!cell.inMonth || undefined}
                    data-today={cell.iso === today || undefined}
                    data-selected={cell.iso === selected || undefined}
                    aria-pressed={cell.iso === selected}
                    aria-current={cell.iso === today ? 'date' : undefined}
                    aria-label={label(cell)}
                    onClick={() => onSelect(cell.iso)}
                  >
                    <span className={classes.number}>{cell.day}</span>
                    <span className={classes.dots} aria-hidden>
                      <Dots count={found?.events.length ?? 0} kind="event" />
                      <Dots count={found?.dates.length ?? 0} kind="date" />
                      <Dots count={found?.dated.length ?? 0} kind="dated" />
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the dots mean; the day buttons already say it to screen readers. */
export function MonthLegend() {
  const { t } = useTranslation();
  return (
    <div className={classes.legend} aria-hidden>
      <span>
        <span className={classes.dot} data-kind="event" /> {t('calendar.legendEvents')}
      </span>
      <span>
        <span className={classes.dot} data-kind="date" /> {t('calendar.legendDates')}
      </span>
      <span>
        <span className={classes.dot} data-kind="dated" /> {t('calendar.legendDated')}
      </span>
    </div>
  );
}
