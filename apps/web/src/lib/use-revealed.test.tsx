import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useRevealed } from './use-revealed.ts';

describe('useRevealed', () => {
  it('gives the first part at once, then one more per task, up to the total and no further', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const n = useRevealed(3);
      seen.push(n);
      return n;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(3));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBe(3);
    expect([...new Set(seen)]).toEqual([1, 2, 3]);
  });

  it('never gives more than a total that shrank, and goes on when it grows', async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealed(total), { initialProps: { total: 4 } });
    await waitFor(() => expect(result.current).toBe(4));
    rerender({ total: 2 });
    expect(result.current).toBe(2);
    rerender({ total: 6 });
    await waitFor(() => expect(result.current).toBe(6));
  });
});
