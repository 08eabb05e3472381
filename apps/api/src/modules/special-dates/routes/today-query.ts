import { z } from 'zod';

/** "Today" is the person's day: the app sends it; the server's UTC day otherwise. */
export const todayQuery = z.object({ today: z.iso.date().optional() });
