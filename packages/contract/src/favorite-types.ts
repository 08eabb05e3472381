// Apart from the schemas of `lists.ts`: the favourites kept on the device are read without Zod.
export const FAVORITE_TYPES = ['product', 'list', 'event'] as const;
