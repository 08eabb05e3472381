import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Problems reported from the message modal ("Reportar un problema"). A guest's
 * report has no user; a signed-in person's report goes away with their account.
 * No IP address is kept: it is only needed for the rate limit, in memory.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    /** The page path the person was on and the title of what they were reading. */
    page: text(),
    title: text(),
    /** Browser and device, to reproduce the problem. */
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reports_created_at_idx').on(t.createdAt)],
);
