import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR } from './dates.js';

// Apart from `dates.ts`: a page that only shows or computes dates needs no Zod.

const YEAR_RANGE_MESSAGE = `La fecha debe estar entre los años ${MIN_YEAR} y ${MAX_YEAR}.`;

const yearInRange = (iso: string) => {
  // Not a date at all: the format check has said so already, once is enough.
  if (!/^\d{4}-/.test(iso)) return true;
  const year = Number(iso.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A calendar day, `AAAA-MM-DD`, between MIN_YEAR and MAX_YEAR. */
export const calendarDate = (message = 'Escribe la fecha como AAAA-MM-DD.') =>
  z.iso.date(message).refine(yearInRange, YEAR_RANGE_MESSAGE);

/** An instant with its offset (`2027-01-12T18:30:00+01:00`), between MIN_YEAR and MAX_YEAR. */
export const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine(yearInRange, YEAR_RANGE_MESSAGE);
