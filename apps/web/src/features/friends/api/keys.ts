/** Query keys of the friends feature, all under `['friends']`. */
export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
  blocked: ['friends', 'blocked'] as const,
  search: (sea: string) => ['friends', 'search', sea] as const,
  inviteLink: ['friends', 'inviteLink'] as const,
};
