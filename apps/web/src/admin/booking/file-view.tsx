import { useEffect, useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { getFile } from '../admin-api.ts';

/** A passport or visa: a button that loads it with the staff token, then the image itself (or the PDF to open). */
export function FileView({ url, mime, label }: { url: string; mime: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  const open = async () => {
    try {
      setSrc(URL.createObjectURL(await getFile(url)));
    } catch {
      setFailed(true);
    }
  };
  if (src && mime !== 'application/pdf')
    return (
      <img
        src={src}
        alt={label}
        className={css({ maxWidth: '320px', borderRadius: 'control', border: '1px solid', borderColor: 'border' })}
      />
    );
  if (src) return <Link href={src} isExternal>{`فتح ${label} (PDF)`}</Link>;
  return (
    <div>
      <Button variant="secondary" onPress={() => void open()}>{`عرض ${label}`}</Button>
      {failed && <p role="alert">تعذّر فتح الملف.</p>}
    </div>
  );
}
