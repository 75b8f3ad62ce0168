import { useState } from 'react';
import type { Story } from '@ladle/react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from '../button/button.tsx';

export const Logout: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        تسجيل الخروج
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="تسجيل الخروج"
        message="هل أنت متأكد من رغبتك في تسجيل الخروج؟"
        confirmLabel="نعم، تسجيل الخروج"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
};
export const Pending: Story = () => (
  <ConfirmDialog
    isOpen
    onOpenChange={() => {}}
    title="تسجيل الخروج"
    message="هل أنت متأكد من رغبتك في تسجيل الخروج؟"
    onConfirm={() => {}}
    isPending
  />
);
