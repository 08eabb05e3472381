import type { SaveReportBody } from '@detalle/contract';
import type { AppContext } from '../../context.js';
import { reports } from '../../db/schema/index.js';

export const REPORT_RECEIVED = 'Gracias por avisarnos. Revisaremos el problema lo antes posible.';

/** Stores a problem report; `userId` is null for a guest. */
export async function saveReport(
  app: AppContext,
  { userId, report, userAgent }: { userId: string | null; report: SaveReportBody; userAgent?: string },
) {
  const [row] = await app.db
    .insert(reports)
    .values({
      userId,
      message: report.message,
      page: report.context?.page || null,
      title: report.context?.title || null,
      userAgent: userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: reports.id });
  return row;
}
