import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../testing/fake-api.ts';
import { signIn, signOut } from '../testing/staff-fixtures.ts';
import { FileView } from './file-view.tsx';

// Issue 29, finding 2: the back office opened a visa PDF inline from a blob: URL, where the server's
// Content-Disposition: attachment and sandbox CSP do not apply. It is now saved as a file.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
});

describe('a booking file in the back office', () => {
  it('saves a PDF as a download of a type no browser renders, and never links or embeds it', async () => {
    fakeApi({ 'GET /api/admin/bookings/3/files/9': { pdf: 'bytes' } });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    signIn('agent');
    const { container } = render(
      <FileView url="/api/admin/bookings/3/files/9" mime="application/pdf" label="تأشيرة المسافر 1" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'تنزيل تأشيرة المسافر 1 (PDF)' }));
    expect(await screen.findByText('نُزّل الملف، افتحه من مجلد التنزيلات.')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('تأشيرة المسافر 1.pdf');
    expect(blobs[0]!.type).toBe('application/octet-stream');
    // Nothing on the page points at the blob: no link to open, no frame, no object.
    expect(container.querySelector('a, iframe, object, embed')).toBeNull();
  });

  it('still shows an image (re-encoded by the server) in place', async () => {
    fakeApi({ 'GET /api/admin/bookings/3/files/8': { png: 'bytes' } });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:img', revokeObjectURL: () => {} }));
    signIn('agent');
    render(<FileView url="/api/admin/bookings/3/files/8" mime="image/png" label="جواز المسافر 1" />);
    await userEvent.click(screen.getByRole('button', { name: 'عرض جواز المسافر 1' }));
    expect(await screen.findByRole('img', { name: 'جواز المسافر 1' })).toHaveAttribute('src', 'blob:img');
  });
});
