import type { Story } from '@ladle/react';
import { IconButton } from './icon-button.tsx';
import { CloseIcon, HeartIcon, MenuIcon } from '../icons/icons.tsx';

export const Variants: Story = () => (
  <div style={{ display: 'flex', gap: 12 }}>
    <IconButton aria-label="القائمة الرئيسية">
      <MenuIcon />
    </IconButton>
    <IconButton aria-label="أضف إلى المفضلة" variant="solid">
      <HeartIcon />
    </IconButton>
    <IconButton aria-label="إغلاق" variant="surface" size="sm">
      <CloseIcon />
    </IconButton>
  </div>
);
export const Focused: Story = () => (
  <IconButton aria-label="القائمة الرئيسية" autoFocus>
    <MenuIcon />
  </IconButton>
);
export const Disabled: Story = () => (
  <IconButton aria-label="إغلاق" isDisabled>
    <CloseIcon />
  </IconButton>
);
export const Loading: Story = () => (
  <IconButton aria-label="أضف إلى المفضلة" variant="solid" isPending>
    <HeartIcon />
  </IconButton>
);
