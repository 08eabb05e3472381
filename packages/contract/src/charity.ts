import { z } from 'zod';

/**
 * "Dona a una ONG en lugar de regalarme": the verified ONG a list's or event's owner chose, as givers
 * see it on the shared list or the event page. Its own module, free of heavy imports, because the event page's
 * bundle takes it (ongs.ts brings the phone and tax-id checks).
 */
export const charityOngSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
export type CharityOng = z.infer<typeof charityOngSchema>;
