import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { Dialog } from './dialog.tsx';
import { Modal } from '../modal/modal.tsx';
import { Button } from '../button/button.tsx';

describe('Dialog', () => {
  it('is named by its title and closes from its close icon', async () => {
    render(
      <DialogTrigger>
        <Button>الشروط</Button>
        <Modal>
          <Dialog title="شروط الحجز">
            <p>نص الشروط</p>
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'الشروط' }));
    expect(screen.getByRole('dialog', { name: 'شروط الحجز' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
