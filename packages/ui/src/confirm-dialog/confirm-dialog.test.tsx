import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog.tsx';

const props = { title: 'تسجيل الخروج', message: 'هل أنت متأكد من رغبتك في تسجيل الخروج؟' };

describe('ConfirmDialog', () => {
  it('is an alertdialog that starts on cancel and confirms on request', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog isOpen onOpenChange={onOpenChange} onConfirm={onConfirm} {...props} />);
    const dialog = screen.getByRole('alertdialog', { name: 'تسجيل الخروج' });
    expect(dialog).toHaveTextContent(props.message);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'إلغاء' }));
    await userEvent.click(screen.getByRole('button', { name: 'تأكيد' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
  it('cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog isOpen onOpenChange={onOpenChange} onConfirm={onConfirm} {...props} />);
    await userEvent.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
