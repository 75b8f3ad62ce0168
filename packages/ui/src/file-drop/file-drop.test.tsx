import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MAX_BYTES, errorMessages, validationMessages } from '@rihla/contract';
import { FileDrop } from './file-drop.tsx';

const file = (name: string, type: string, size?: number) => {
  const f = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
// The dropzone's file input is hidden; a real visitor reaches it through the named button.
const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;
const user = userEvent.setup({ applyAccept: false });

describe('FileDrop', () => {
  it('offers a named button and accepts one image, previewed and removable', async () => {
    const onChange = vi.fn();
    const { container } = render(<FileDrop label="صورة الجواز" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'اختر ملفًا: صورة الجواز' })).toHaveAccessibleDescription(/5 ميجابايت/);
    await user.upload(input(container), file('passport.jpg', 'image/jpeg'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'passport.jpg' }));
    expect(screen.getByText('passport.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إزالة الملف passport.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('passport.jpg')).toBeNull();
  });
  it('explains each rejection in Arabic', async () => {
    const { container } = render(<FileDrop label="صورة الجواز" />);
    await user.upload(input(container), file('page.html', 'text/html'));
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.fileInvalidType);
    await user.upload(input(container), file('big.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.fileTooLarge);
    await user.upload(input(container), file('empty.png', 'image/png', 0));
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.fileTooSmall);
  });
  it('refuses two files at once', async () => {
    const { container } = render(<FileDrop label="صورة الجواز" />);
    fireEvent.change(input(container), { target: { files: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.tooManyFiles);
  });
  it('shows the form error when invalid', () => {
    render(<FileDrop label="صورة الجواز" isInvalid errorMessage={validationMessages.passportImage} />);
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages.passportImage);
  });
});
