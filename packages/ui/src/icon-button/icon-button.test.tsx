import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './icon-button.tsx';
import { MenuIcon } from '../icons/icons.tsx';

describe('IconButton', () => {
  it('is named by its Arabic label and pressed with Space', async () => {
    const onPress = vi.fn();
    render(
      <IconButton aria-label="القائمة الرئيسية" onPress={onPress}>
        <MenuIcon />
      </IconButton>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'القائمة الرئيسية' }));
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
