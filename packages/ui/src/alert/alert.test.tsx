import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessages, successMessages } from '@rihla/contract';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('announces errors at once with role alert', () => {
    render(<Alert tone="error">{errorMessages.server}</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.server);
  });
  it('announces success politely with role status', () => {
    render(<Alert tone="success">{successMessages.ratingSent}</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent(successMessages.ratingSent);
  });
  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <Alert tone="error" onDismiss={onDismiss}>
        {errorMessages.server}
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق التنبيه' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
