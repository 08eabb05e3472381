import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Who uploaded each stored picture (`POST file/image`, scanned product pictures).
 * Only the uploader may put it on their list, event or product; the file is removed
 * only when nothing references it. Nobody can make someone else's picture disappear.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The public URL, `/files/<folder>/<name>`: what lists, events and products store. */
    url: text().primaryKey(),
    /** Null once the uploader deleted their account: then nobody can attach it any more. */
    uploaderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_uploader_idx').on(t.uploaderId)],
);
