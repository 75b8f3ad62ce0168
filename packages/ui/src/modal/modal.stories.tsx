import type { Story } from '@ladle/react';
import { DialogTrigger } from 'react-aria-components';
import { Modal } from './modal.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { Button } from '../button/button.tsx';

export const Open: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>قيّم الرحلة</Button>
    <Modal>
      <Dialog title="قيّم الرحلة">
        <p>اضغط خارج النافذة أو على أيقونة الإغلاق للإلغاء.</p>
      </Dialog>
    </Modal>
  </DialogTrigger>
);
export const Closed: Story = () => (
  <DialogTrigger>
    <Button>قيّم الرحلة</Button>
    <Modal>
      <Dialog title="قيّم الرحلة">
        <p>محتوى النافذة</p>
      </Dialog>
    </Modal>
  </DialogTrigger>
);
