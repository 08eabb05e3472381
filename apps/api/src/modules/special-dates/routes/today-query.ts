import { forDependentQuery } from '@detalle/contract';
import { z } from 'zod';

/** "Today" is the person's day: the app sends it; the server's UTC day otherwise. */
export const todayQuery = z.object({ today: z.iso.date().optional() });

/** `todayQuery` with `for`: a dependent's own dates, for one of its guardians (dependents/guardians.ts). */
export const todayForQuery = todayQuery.extend(forDependentQuery.shape);
