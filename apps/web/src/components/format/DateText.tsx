import { type DateInput, formatDate, formatRelativeDay, toIsoDateTime } from '@/lib/dates';

export type DateTextProps = {
  value: DateInput;
  withTime?: boolean;
  /** "mañana", "en 3 días" when the date is near; the full date stays in the tooltip. */
  relative?: boolean;
};

/**
 * A date as the seed writes it, in a `<time>` element machines can read.
 *
 *     <DateText value={evento.date} withTime />   →  5 Ene 2027 18:30
 *     <DateText value={evento.date} relative />   →  mañana  ("mañana, 18:30" with withTime)
 */
export function DateText({ value, withTime = false, relative = false }: DateTextProps) {
  const absolute = formatDate(value, { withTime });
  const near = relative ? formatRelativeDay(value) : null;
  // "mañana, 18:30": the time is the last part of the absolute form.
  const shown = near ? (withTime ? `${near}, ${absolute.slice(-5)}` : near) : absolute;
  return (
    <time dateTime={toIsoDateTime(value)} title={near ? absolute : undefined}>
      {shown}
    </time>
  );
}
