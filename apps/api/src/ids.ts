/**
 * Ids are UUIDs. A path parameter that is not one cannot name anything, so
 * services answer 404 without asking the database (PostgreSQL would reject
 * the cast with an error).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);
