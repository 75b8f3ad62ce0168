import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootErrorBoundary } from './root-error-boundary.tsx';

/** A screen that throws while `fault.on` is set. */
function Flaky({ fault }: { fault: { on: boolean } }) {
  if (fault.on) throw new Error('render failed');
  return <h1>الرئيسية</h1>;
}

// React reports every caught render error on the console; the boundary adds its own line.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('the root error boundary', () => {
  it('replaces a screen that throws with an Arabic message, its heading focused', () => {
    render(
      <RootErrorBoundary reload={vi.fn()}>
        <Flaky fault={{ on: true }} />
      </RootErrorBoundary>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'حدث خطأ غير متوقع' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر عرض هذه الصفحة');
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('draws the app again on "try again", without reloading, when the fault has passed', async () => {
    const reload = vi.fn();
    const fault = { on: true };
    render(
      <RootErrorBoundary reload={reload}>
        <Flaky fault={fault} />
      </RootErrorBoundary>,
    );
    fault.on = false;
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(screen.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the error comes back after a retry', async () => {
    const reload = vi.fn();
    render(
      <RootErrorBoundary reload={reload}>
        <Flaky fault={{ on: true }} />
      </RootErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(screen.getByRole('heading', { level: 1, name: 'حدث خطأ غير متوقع' })).toHaveFocus();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
