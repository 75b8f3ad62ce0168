import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pictureMessages } from '@rihla/contract';
import { PictureUploader, type UploadPicture } from './picture-uploader.tsx';

const file = (name: string, type = 'image/png') => new File(['x'], name, { type });
const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;
const user = userEvent.setup({ applyAccept: false });

function Harness({ upload, max }: { upload: UploadPicture; max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <PictureUploader label="صور الرحلة" value={value} onChange={setValue} upload={upload} max={max} />
      <output data-testid="value">{value.join(' ')}</output>
    </>
  );
}

describe('PictureUploader', () => {
  it('uploads each chosen picture, then lets it be moved and removed with buttons', async () => {
    const upload: UploadPicture = async (f, progress) => {
      progress(0.5);
      return `/${f.name}`;
    };
    const { container } = render(<Harness upload={upload} />);
    await user.upload(input(container), [file('a.png'), file('b.png')]);
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/a.png /b.png'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'الصورة 2 من 2: قدّمها' }));
    expect(screen.getByTestId('value')).toHaveTextContent('/b.png /a.png');
    expect(screen.getByText('نُقلت الصورة 2 إلى الموضع 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الصورة 1 من 2: قدّمها' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'الصورة 1 من 2: أزلها' }));
    expect(screen.getByTestId('value')).toHaveTextContent('/a.png');
  });

  it('shows a refused upload’s Arabic message, and refuses other files before sending', async () => {
    const upload: UploadPicture = async () => {
      throw new Error(pictureMessages.invalidType);
    };
    const { container } = render(<Harness upload={upload} />);
    await user.upload(input(container), file('a.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(pictureMessages.invalidType);
    await user.upload(input(container), file('notes.txt', 'text/plain'));
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(pictureMessages.invalidType);
  });

  it('takes one picture when max is 1, then offers no more', async () => {
    const { container } = render(<Harness upload={async (f) => `/${f.name}`} max={1} />);
    expect(screen.getByRole('button', { name: 'اختر صورة: صور الرحلة' })).toBeTruthy();
    await user.upload(input(container), file('a.png'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/a.png'));
    expect(screen.queryByRole('button', { name: /اختر صورة/ })).toBeNull();
  });
});
