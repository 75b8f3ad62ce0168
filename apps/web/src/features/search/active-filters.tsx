import { useLocation } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { CloseIcon } from '@rihla/ui/icons/icons';
import type { ActiveFilter } from './active-search.ts';
import { NativeIconButton } from '@rihla/ui/icon-button/native-icon-button';

/**
 * The filters narrowing the results, each as a chip with a button that clears it (the address
 * loses that parameter, so the list and the form follow).
 */
export function ActiveFilters({ filters }: { filters: readonly ActiveFilter[] }) {
  const [, navigate] = useLocation();
  if (filters.length === 0) return null;
  return (
    <ul aria-label="عوامل التصفية" className={list}>
      {filters.map((f) => (
        <li key={f.key} className={chip}>
          <span>
            {f.label}: <strong>{f.value}</strong>
          </span>
          {/* Native (the search page loads no react-aria for its chips, issue 28). */}
          <NativeIconButton
            size="sm"
            aria-label={`إزالة عامل التصفية ${f.label}: ${f.value}`}
            onClick={() => navigate(`/search?${f.clearedQuery}`)}
          >
            <CloseIcon size={16} />
          </NativeIconButton>
        </li>
      ))}
    </ul>
  );
}

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  paddingInlineStart: '3',
  bg: 'accent.subtle',
  color: 'fg',
  borderRadius: 'full',
  fontSize: 'sm',
});
