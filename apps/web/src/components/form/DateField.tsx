import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { SimpleGrid } from '@mantine/core';
import { DateInput, type DateInputProps, DatesProvider, TimeInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';

dayjs.extend(customParseFormat);

/** How a date reads and is typed here: day, month, year (seed §3 dates are Spanish). */
export const DATE_FORMAT = 'DD/MM/YYYY';
const TYPED_FORMATS = [DATE_FORMAT, 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'];

/** "24/12/2027" (also with dashes or dots, or "2027-12-24") → "2027-12-24"; anything else → null. */
export function parseTypedDate(text: string): string | null {
  const parsed = dayjs(text.trim(), TYPED_FORMATS, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** Calendars in Spanish, weeks from Monday, whatever the browser's language. */
export function SpanishDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate'> & {
  /** `YYYY-MM-DD`, or '' for none: what the form holds and the contract reads. */
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
};

/**
 * A date typed the Spanish way (dd/mm/aaaa) or picked on a calendar in Spanish, instead of the
 * browser's own `type="date"` that follows the system's language (`mm/dd/yyyy` on many phones).
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <SpanishDates>
      <DateInput
        valueFormat={DATE_FORMAT}
        dateParser={parseTypedDate}
        placeholder={t('dates.placeholder')}
        leftSection={<IconCalendar size={18} aria-hidden />}
        clearable={!props.required}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </SpanishDates>
  );
}

type DateTimeFieldProps = {
  /** `YYYY-MM-DDTHH:mm` (the shape `datetime-local` had), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  dateLabel: string;
  timeLabel: string;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
};

/** A day (as `DateField`) and a 24-hour time side by side, held as one `YYYY-MM-DDTHH:mm` value. */
export function DateTimeField({
  value,
  onChange,
  dateLabel,
  timeLabel,
  error,
  description,
  required,
}: DateTimeFieldProps) {
  const [date = '', time = ''] = value.split('T');
  const join = (day: string, hour: string) => onChange(day || hour ? `${day}T${hour}` : '');
  return (
    <SimpleGrid cols={2} spacing="sm">
      <DateField
        label={dateLabel}
        value={date}
        onChange={(day) => join(day, time)}
        error={error}
        description={description}
        required={required}
      />
      <TimeInput
        label={timeLabel}
        value={time}
        onChange={(event) => join(date, event.currentTarget.value)}
        error={error ? true : undefined}
        required={required}
      />
    </SimpleGrid>
  );
}
