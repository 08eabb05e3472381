import { useTranslation } from '@/i18n';

/**
 * Spanish month and weekday names from `es.json` (Monday first). Months are
 * written with a capital in the month title ("Febrero 2028") and in lower
 * case inside a date ("29 de febrero de 2028"), as Spanish does.
 */
export function useCalendarNames() {
  const { t } = useTranslation();
  const months = t('calendar.months', { returnObjects: true }) as readonly string[];
  const weekdays = t('calendar.weekdays', { returnObjects: true }) as readonly string[];
  const weekdaysShort = t('calendar.weekdaysShort', { returnObjects: true }) as readonly string[];
  const monthName = (month: number) => months[month - 1] ?? '';
  return {
    weekdays,
    weekdaysShort,
    monthName,
    monthTitle: (year: number, month: number) => t('calendar.monthTitle', { month: monthName(month), year }),
    /** `2028-02-29` → "29 de febrero de 2028". */
    longDay: (iso: string) =>
      t('calendar.longDay', {
        day: Number(iso.slice(8, 10)),
        month: monthName(Number(iso.slice(5, 7))).toLocaleLowerCase('es'),
        year: Number(iso.slice(0, 4)),
      }),
  };
}
