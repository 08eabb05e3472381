import { z } from 'zod';

/**
 * The session user kept in local storage under `user` (seed §3). `type` is the
 * kind of account: 1 a person, 2 an organisation (ONG); see `userTypes`. A dependent (3) never signs in:
 * it has no credentials until it is handed over, when it becomes a person (1).
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  token: z.string(),
  type: z.number().int(),
  confirmed: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
