import { useEffect, useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { Button } from '@rihla/ui/button/button';
import { downloadFile, getFile } from '../admin-api.ts';

/**
 * A passport or visa: a button that loads it with the staff token, then the image itself. A PDF is
 * saved as a file instead, never shown inline (issue 29): it may carry what the server's checks did
 * not foresee, and only the server's answer has the download-only and sandbox headers.
 */
export function FileView({ url, mime, label }: { url: string; mime: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const isPdf = mime === 'application/pdf';
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (isPdf) {
        await downloadFile(url, `${label}.pdf`);
        setSaved(true);
      } else setSrc(URL.createObjectURL(await getFile(url)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  if (src)
    return (
      <img
        src={src}
        alt={label}
        className={css({ maxWidth: '320px', borderRadius: 'control', border: '1px solid', borderColor: 'border' })}
      />
    );
  return (
    <div>
      <Button variant="secondary" onPress={() => void open()} isPending={busy}>
        {isPdf ? `تنزيل ${label} (PDF)` : `عرض ${label}`}
      </Button>
      {saved && <p role="status">نُزّل الملف، افتحه من مجلد التنزيلات.</p>}
      {failed && <p role="alert">تعذّر فتح الملف.</p>}
    </div>
  );
}
