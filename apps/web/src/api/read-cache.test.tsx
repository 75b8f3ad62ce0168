import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { clearReads, invalidate, preloadRead, query, setData, updateData } from './read-cache.ts';
import { useRemote } from './use-remote.ts';

afterEach(() => clearReads());

/** A load that answers `answers` in turn and counts its calls. */
function counted<T>(...answers: T[]) {
  let n = 0;
  const load = vi.fn(async () => answers[Math.min(n++, answers.length - 1)]!);
  return load;
}

function Shows({ q, label }: { q: ReturnType<typeof query<string>>; label: string }) {
  const remote = useRemote(q);
  return <p aria-label={label}>{remote.isLoading ? 'loading' : remote.failed ? `failed ${remote.failedStatus}` : remote.data}</p>;
}

const shown = (label: string) => screen.getByLabelText(label).textContent;

describe('the read cache', () => {
  it('gives every part of a page reading one key one call and one answer', async () => {
    const load = counted('first');
    const q = () => query('thing:1', load);
    render(
      <StrictMode>
        <Shows q={q()} label="a" />
        <Shows q={q()} label="b" />
      </StrictMode>,
    );
    expect(await screen.findAllByText('first')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('setData shows a write’s answer at once, without asking again', async () => {
    const load = counted('before');
    const q = query('thing:2', load);
    render(<Shows q={q} label="a" />);
    await screen.findByText('before');
    act(() => setData(q, 'after'));
    expect(await screen.findByText('after')).toBeInTheDocument();
    act(() => setData<string>('thing:2', (old) => `${old}!`));
    expect(await screen.findByText('after!')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('invalidate re-reads what is shown under a key or a prefix, keeping the data until then', async () => {
    const one = counted('one v1', 'one v2');
    const two = counted('two v1', 'two v2');
    const other = counted('other v1', 'other v2');
    render(
      <>
        <Shows q={query('trip:1', one)} label="one" />
        <Shows q={query('trip:1:extra', two)} label="two" />
        <Shows q={query('tripx', other)} label="other" />
      </>,
    );
    await screen.findByText('two v1');
    await screen.findByText('other v1');
    let settled = false;
    await act(async () => {
      const done = invalidate('trip:1').then(() => (settled = true));
      expect(shown('one')).toBe('one v1'); // still shown while it is read again
      await done;
    });
    expect(settled).toBe(true);
    expect(shown('one')).toBe('one v2');
    expect(shown('two')).toBe('two v2');
    expect(shown('other')).toBe('other v1');
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('updateData changes every read under a prefix at once, and asks again for one in flight', async () => {
    const one = counted('one');
    let answerTwo: (value: string) => void = () => {};
    const two = vi.fn((signal: AbortSignal) =>
      two.mock.calls.length === 1
        ? new Promise<string>((resolve) => (answerTwo = resolve))
        : Promise.resolve(`two after ${signal.aborted}`),
    );
    const other = counted('other');
    render(
      <>
        <Shows q={query('card:1', one)} label="one" />
        <Shows q={query('card:2', two)} label="two" />
        <Shows q={query('cards', other)} label="other" />
      </>,
    );
    await screen.findByText('one');
    await screen.findByText('other');
    act(() => updateData<string>('card', (data) => `${data}!`));
    expect(await screen.findByText('one!')).toBeInTheDocument();
    // The call in flight was asked before the write: it is asked again, and its first answer is dropped.
    expect(await screen.findByText('two after false')).toBeInTheDocument();
    act(() => answerTwo('two before'));
    await act(async () => {});
    expect(shown('two')).toBe('two after false');
    expect(shown('other')).toBe('other');
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).toHaveBeenCalledTimes(2);
  });

  it('forgets what nobody shows, so the next screen reads afresh; a kept read stays for the visit', async () => {
    const plain = counted('plain v1', 'plain v2');
    const kept = counted('kept v1', 'kept v2');
    const view = render(
      <>
        <Shows q={query('plain', plain)} label="plain" />
        <Shows q={query('kept', kept, { keep: true })} label="kept" />
      </>,
    );
    await screen.findByText('plain v1');
    await screen.findByText('kept v1');
    view.unmount();
    await act(async () => {}); // the entry is dropped after StrictMode's remount window
    render(
      <>
        <Shows q={query('plain', plain)} label="plain" />
        <Shows q={query('kept', kept, { keep: true })} label="kept" />
      </>,
    );
    expect(shown('kept')).toBe('kept v1'); // at once, from the cache
    expect(await screen.findByText('plain v2')).toBeInTheDocument();
    expect(kept).toHaveBeenCalledTimes(1);
    await act(() => invalidate('kept'));
    expect(shown('kept')).toBe('kept v2');
  });

  it('a screen takes the call the landing page started for its key', async () => {
    const load = counted('early');
    preloadRead(query('home', load));
    render(<Shows q={query('home', load)} label="home" />);
    expect(await screen.findByText('early')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure instead of throwing, and a new key aborts the old call', async () => {
    const aborted: boolean[] = [];
    const slow = (signal: AbortSignal) =>
      new Promise<string>((_, reject) =>
        signal.addEventListener('abort', () => {
          aborted.push(true);
          reject(new Error('aborted'));
        }),
      );
    const failing = () => Promise.reject(Object.assign(new Error('gone'), { response: { status: 404 } }));
    const view = render(<Shows q={query('slow', slow)} label="x" />);
    view.rerender(<Shows q={query('missing', failing)} label="x" />);
    await act(async () => {});
    expect(aborted).toEqual([true]);
    expect(await screen.findByText(/^failed/)).toBeInTheDocument();
  });
});
