import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import {
  DISPLAY_LOCALE,
  formatNumber,
  VITAL_METRICS,
  VITAL_PAGE_LABELS,
  VITAL_RATING_LABELS,
  VITAL_THRESHOLDS,
  type VitalMetric,
  type VitalsSummary,
} from '@rihla/contract';
import { Badge } from '@rihla/ui/badge/badge';
import { useRemote } from '../../api/use-remote.ts';
import { realVisitorsQuery } from '../admin-api.ts';
import { panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';

// The dashboard's real visitors (issue 28; docs/product.md, "Real visitors"): how fast the site was
// for the visitors whose browsers reported, per page type, the 75th percentile of each web vital
// against Google's "good" thresholds, over the last 7 or 28 days.

const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'أكبر عنصر مرئي (LCP)',
  INP: 'الاستجابة للتفاعل (INP)',
  CLS: 'ثبات التخطيط (CLS)',
  FCP: 'أول محتوى مرئي (FCP)',
  TTFB: 'أول بايت من الخادم (TTFB)',
};

const TONES = { good: 'success', 'needs-improvement': 'accent', poor: 'danger' } as const;

const decimals = (n: number) => new Intl.NumberFormat(DISPLAY_LOCALE, { maximumFractionDigits: n });
const score = decimals(3);
const seconds = decimals(2);

/** A figure as read: seconds from a second up, else milliseconds; CLS a plain score. */
function figureText(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return score.format(value);
  return value >= 1000 ? `${seconds.format(value / 1000)} ث` : `${formatNumber(value)} م.ث`;
}

export function RealVisitorsPanel() {
  const [days, setDays] = useState<7 | 28>(7);
  const remote = useRemote(realVisitorsQuery(days));
  const v = remote.data;
  return (
    <section aria-labelledby="vitals-title" className={panel}>
      <h2 id="vitals-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
        سرعة الموقع عند الزوار
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        ما قاسته متصفحات الزوار فعلًا: القيمة التي تقل عنها 75% من الزيارات لكل نوع صفحة، مقارنة بحدود Google للأداء الجيد المذكورة
        تحت اسم كل مقياس.
      </p>
      <RadioGroup
        value={String(days)}
        onChange={(value) => setDays(value === '28' ? 28 : 7)}
        orientation="horizontal"
        className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
      >
        <Label className={css({ fontWeight: '700' })}>المدة</Label>
        <Radio value="7" className={choice}>
          آخر 7 أيام
        </Radio>
        <Radio value="28" className={choice}>
          آخر 28 يومًا
        </Radio>
      </RadioGroup>
      {remote.failed && <p role="alert">تعذّر تحميل أرقام سرعة الموقع.</p>}
      {v && v.pages.length === 0 && <p>لا توجد قياسات من الزوار في هذه المدة بعد.</p>}
      {v && v.pages.length > 0 && <VitalsTable summary={v} />}
    </section>
  );
}

function VitalsTable({ summary }: { summary: VitalsSummary }) {
  return (
    <TableScroll label="جدول سرعة الموقع عند الزوار">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">الصفحة</th>
            <th scope="col">الزيارات المقيسة</th>
            {VITAL_METRICS.map((m) => (
              <th key={m} scope="col">
                {METRIC_NAMES[m]}
                <span className={css({ display: 'block', fontWeight: '400', fontSize: 'xs', color: 'fg.muted' })}>
                  الجيد حتى {figureText(m, VITAL_THRESHOLDS[m][0])}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.pages.map((p) => (
            <tr key={p.page}>
              <th scope="row">{VITAL_PAGE_LABELS[p.page] ?? p.page}</th>
              <td>{formatNumber(p.samples)}</td>
              {VITAL_METRICS.map((m) => {
                const f = p[m];
                return (
                  <td key={m}>
                    {f ? (
                      <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
                        <span>{figureText(m, f.p75)}</span>
                        <Badge tone={TONES[f.rating]}>{VITAL_RATING_LABELS[f.rating]}</Badge>
                      </span>
                    ) : (
                      '—'
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const choice = css({
  paddingInline: '3',
  paddingBlock: '1.5',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'border',
  cursor: 'pointer',
  '&[data-selected]': { borderColor: 'accent', bg: 'accent.subtle', fontWeight: '700' },
  focusOutline: 'outside',
});
