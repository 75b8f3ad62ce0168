import { Type } from 'typebox';
import { VITAL_METRICS, VITAL_PAGES } from '../web-vitals.ts';
import { dataOf, int, list, nullable, num, object, oneOf, str } from './build.ts';

// Real visitors' speed (issue 28): what a browser reports (POST /api/vitals) and what the back office
// reads (GET /api/admin/vitals). Anything else in a report is refused.

export const VitalsReport = Type.Object(
  {
    page: oneOf(VITAL_PAGES),
    metrics: Type.Array(
      Type.Object(
        { name: oneOf(VITAL_METRICS), value: Type.Number({ minimum: 0, maximum: 600_000 }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: VITAL_METRICS.length },
    ),
  },
  { additionalProperties: false },
);

/** The last 7 days (the default) or the last 28. */
export const VitalsQuery = Type.Object({ days: Type.Optional(Type.Unsafe<7 | 28>({ type: 'integer', enum: [7, 28] })) });

const Figure = nullable(
  object({
    /** The 75th percentile, in milliseconds (CLS: a score). */
    p75: num(),
    samples: int(),
    rating: oneOf(['good', 'needs-improvement', 'poor'] as const),
  }),
);

export const VitalsSummary = object({
  days: int(),
  /** The Riyadh days covered, the first and the last (today). */
  from: str(),
  to: str(),
  /** Page types with any figure, the most reported first; a metric without samples is null. */
  pages: list(object({ page: str(), samples: int(), LCP: Figure, INP: Figure, CLS: Figure, FCP: Figure, TTFB: Figure })),
});
export const VitalsSummaryAnswer = dataOf(VitalsSummary);
