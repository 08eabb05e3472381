/**
 * Query keys of this feature. Everything about events starts with `['events']`
 * (a push about an invitation or someone leaving invalidates that root), and
 * special dates with `['specialDates']`.
 */
export const eventKeys = {
  all: ['events'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  month: (year: number, month: number, tz: string) => ['events', 'month', year, month, tz] as const,
};

export const specialDateKeys = {
  all: ['specialDates'] as const,
  month: (year: number, month: number) => ['specialDates', 'month', year, month] as const,
  detail: (id: string) => ['specialDates', 'detail', id] as const,
};

/** Friends to invite: under `['friends']`, so a new friendship refreshes the picker too. */
export const invitableFriendsKey = ['friends', 'invitable'] as const;
