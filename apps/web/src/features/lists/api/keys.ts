/**
 * Query keys of lists. Everything about lists starts with `['lists']`, so a
 * `list` notification or any change to a list or its gifts refreshes them all.
 */
export const listKeys = {
  all: ['lists'] as const,
  mine: (available: boolean) => ['lists', 'mine', { available }] as const,
  featured: ['lists', 'featured'] as const,
  friends: (filters: { sea?: string; friend?: string; category?: string }) =>
    ['lists', 'friends', filters] as const,
  detail: (id: string) => ['lists', 'detail', id] as const,
};
