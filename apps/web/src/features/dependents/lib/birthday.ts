const DAY_MS = 86_400_000;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birthday in `year`: a 29 February falls on 28 February in other years (as special dates do). */
function inYear(month: number, day: number, year: number): number {
  const shown = month === 2 && day === 29 && !isLeap(year) ? 28 : day;
  return Date.UTC(year, month - 1, shown);
}

/**
 * Days from `today` (YYYY-MM-DD, the person's own day) to the next birthday of someone born on `birthday`
 * (YYYY-MM-DD): 0 on the day itself.
 */
export function daysToBirthday(birthday: string, today: string): number {
  const [, month = 1, day = 1] = birthday.split('-').map(Number);
  const [year = 1970, todayMonth = 1, todayDay = 1] = today.split('-').map(Number);
  const now = Date.UTC(year, todayMonth - 1, todayDay);
  let next = inYear(month, day, year);
  if (next < now) next = inYear(month, day, year + 1);
  return Math.round((next - now) / DAY_MS);
}
