import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal.tsx';
import { Dialog } from '../dialog/dialog.tsx';

function Rate({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <Modal isOpen onOpenChange={onOpenChange}>
      <Dialog title="قيّم الرحلة">
        <button type="button">إرسال</button>
      </Dialog>
    </Modal>
  );
}

describe('Modal', () => {
  it('closes on a press outside', async () => {
    const onOpenChange = vi.fn();
    render(<Rate onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'قيّم الرحلة' })).toBeTruthy();
    const overlay = screen.getByRole('dialog').closest('[data-rac]')!.parentElement!.parentElement!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
  it('closes on Escape and from the close icon', async () => {
    const onOpenChange = vi.fn();
    render(<Rate onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
  it('keeps focus inside the dialog', async () => {
    render(<Rate onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
