import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider.tsx';
import { Lightbox } from './lightbox.tsx';

const images = ['/a.jpg', '/b.jpg', '/c.jpg'];

describe('Lightbox', () => {
  it('opens full screen, moves by buttons, arrow keys (mirrored in RTL) and thumbnails, and gives focus back on Escape', async () => {
    render(
      <div dir="rtl">
        <Lightbox images={images} alt="رحلة إلى إسطنبول" />
      </div>,
      { wrapper: UiProvider },
    );
    const trigger = screen.getByRole('button', { name: 'عرض الصور بملء الشاشة' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'صور رحلة إلى إسطنبول' });
    expect(within(dialog).getByRole('img', { name: 'رحلة إلى إسطنبول، صورة 1 من 3' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'الصورة التالية' }));
    expect(within(dialog).getByRole('img', { name: 'رحلة إلى إسطنبول، صورة 2 من 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'رحلة إلى إسطنبول، صورة 3 من 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'رحلة إلى إسطنبول، صورة 1 من 3' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'عرض صورة 3 من 3' }));
    expect(within(dialog).getByRole('button', { name: 'عرض صورة 3 من 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
