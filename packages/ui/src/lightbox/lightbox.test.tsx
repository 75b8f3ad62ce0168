import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

  it('turns the pictures with a finger: a swipe to the right is the next (RTL), to the left the previous; a short move or a mouse drag nothing', async () => {
    render(
      <div dir="rtl">
        <Lightbox images={images} alt="رحلة إلى إسطنبول" />
      </div>,
      { wrapper: UiProvider },
    );
    await userEvent.click(screen.getByRole('button', { name: 'عرض الصور بملء الشاشة' }));
    const dialog = await screen.findByRole('dialog', { name: 'صور رحلة إلى إسطنبول' });
    const shown = (n: number) => within(dialog).getByRole('img', { name: `رحلة إلى إسطنبول، صورة ${n} من 3` });
    // The stage the picture sits on takes the gesture.
    const stage = () => shown(current).parentElement!;
    let current = 1;
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      fireEvent.pointerDown(stage(), { pointerType, clientX: from, clientY: 300 });
      fireEvent.pointerUp(stage(), { pointerType, clientX: to, clientY: 300 });
    };

    swipe(100, 260);
    current = 2;
    expect(shown(2)).toBeInTheDocument();
    swipe(100, 300, 'pen');
    current = 3;
    expect(shown(3)).toBeInTheDocument();
    swipe(300, 120);
    current = 2;
    expect(shown(2)).toBeInTheDocument();
    // Too short to be a swipe, and a mouse drag (a desktop selects, it does not turn pages): no change.
    swipe(200, 230);
    expect(shown(2)).toBeInTheDocument();
    swipe(100, 300, 'mouse');
    expect(shown(2)).toBeInTheDocument();
    // A gesture the browser takes over (a vertical scroll) is cancelled: its end turns nothing.
    fireEvent.pointerDown(stage(), { pointerType: 'touch', clientX: 100, clientY: 300 });
    fireEvent.pointerCancel(stage(), { pointerType: 'touch' });
    fireEvent.pointerUp(stage(), { pointerType: 'touch', clientX: 300, clientY: 300 });
    expect(shown(2)).toBeInTheDocument();
    // From the first picture a swipe back wraps to the last.
    await userEvent.click(within(dialog).getByRole('button', { name: 'عرض صورة 1 من 3' }));
    current = 1;
    swipe(300, 100);
    current = 3;
    expect(shown(3)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'عرض صورة 3 من 3' })).toHaveAttribute('aria-current', 'true');
  });
});
