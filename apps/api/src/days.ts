/** Today as YYYY-MM-DD (UTC): the day a list's date is compared with (money held for it, group gifts closing). */
export const today = () => new Date().toISOString().slice(0, 10);
