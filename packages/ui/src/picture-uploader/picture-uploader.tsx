import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from 'react-aria-components';
import { css, cx } from '@rihla/styled-system/css';
import { formatNumber, PICTURE_MAX_BYTES, PICTURE_UPLOAD_TYPES, pictureMessages } from '@rihla/contract';
import { descriptionStyle, errorStyle, fieldStyle, labelStyle } from '../field/field.tsx';
import { buttonRecipe } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { ArrowUpIcon, CloseIcon, UploadIcon } from '../icons/icons.tsx';
import { Picture } from '../picture/picture.tsx';

/** Sends one file; reports progress from 0 to 1; resolves to the picture's address, or rejects with an Arabic message. */
export type UploadPicture = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

export interface PictureUploaderProps {
  /** "صور الرحلة", "صورة اليوم 2 (اختياري)". */
  label: string;
  /** The pictures' addresses, in order (the first is the trip's cover). */
  value: readonly string[];
  onChange: (next: string[]) => void;
  upload: UploadPicture;
  /** At most this many pictures (1 for a day of the itinerary). */
  max?: number;
  /** The form's own error for this field (the server's). */
  errorMessage?: string;
  isDisabled?: boolean;
}

interface InFlight {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

const accept = Object.fromEntries(
  PICTURE_UPLOAD_TYPES.map((mime) => [mime, mime === 'image/jpeg' ? ['.jpg', '.jpeg'] : [`.${mime.slice(6)}`]]),
);
const rejectionText: Record<string, string> = {
  'file-invalid-type': pictureMessages.invalidType,
  'file-too-large': pictureMessages.tooLarge,
  'too-many-files': 'وصلت إلى أقصى عدد من الصور',
};

/**
 * Pictures dropped or chosen (react-dropzone), each uploaded at once with its progress shown, then
 * kept as a thumbnail that can be removed or moved earlier or later with buttons (the keyboard's way
 * to reorder). Every change is announced. The upload itself is the app's (`upload`): the component
 * knows no address or token.
 */
export function PictureUploader({ label, value, onChange, upload, max = 20, errorMessage, isDisabled }: PictureUploaderProps) {
  const ids = { label: useId(), hint: useId(), error: useId() };
  const [flying, setFlying] = useState<InFlight[]>([]);
  const [rejection, setRejection] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Uploads finish in any order, after other changes: each adds to the value as it is then.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const nextKey = useRef(0);
  const room = max - value.length - flying.filter((f) => !f.error).length;

  const change = (next: string[], said: string) => {
    latest.current = next;
    onChange(next);
    setAnnouncement(said);
  };

  const send = async (file: File) => {
    const key = nextKey.current++;
    setFlying((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
    const update = (patch: Partial<InFlight>) => setFlying((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));
    try {
      const address = await upload(file, (progress) => update({ progress }));
      setFlying((list) => list.filter((f) => f.key !== key));
      change([...latest.current, address], `رُفعت الصورة ${file.name}`);
    } catch (e) {
      update({ error: e instanceof Error && e.message ? e.message : pictureMessages.uploadFailed });
    }
  };

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept,
    maxSize: PICTURE_MAX_BYTES,
    multiple: max > 1,
    noClick: true,
    noKeyboard: true,
    disabled: isDisabled || room <= 0,
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      const error = rejections[0]?.errors[0];
      const taken = accepted.slice(0, Math.max(room, 0));
      setRejection(
        error
          ? (rejectionText[error.code] ?? error.message)
          : taken.length < accepted.length
            ? rejectionText['too-many-files']!
            : null,
      );
      for (const file of taken) void send(file);
    },
  });

  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    change(next, `نُقلت الصورة ${formatNumber(from + 1)} إلى الموضع ${formatNumber(to + 1)}`);
  };
  const remove = (at: number) =>
    change(
      value.filter((_, i) => i !== at),
      `أُزيلت الصورة ${formatNumber(at + 1)}`,
    );

  const message = rejection ?? errorMessage;
  const describedBy = [ids.hint, message ? ids.error : null].filter(Boolean).join(' ');
  const name = (i: number) => `الصورة ${formatNumber(i + 1)} من ${formatNumber(value.length)}`;

  return (
    <div className={fieldStyle} role="group" aria-labelledby={ids.label}>
      <span id={ids.label} className={labelStyle}>
        {label}
      </span>
      {value.length > 0 && (
        <ol className={grid} aria-label={`${label}: الصور المرفوعة`}>
          {value.map((src, i) => (
            <li key={`${src}-${i}`} className={tile}>
              <Picture src={src} sizes="160px" alt={name(i)} className={thumb} loading="lazy" />
              <div className={tools}>
                {max > 1 && (
                  <>
                    <IconButton
                      size="sm"
                      aria-label={`${name(i)}: قدّمها`}
                      isDisabled={isDisabled || i === 0}
                      onPress={() => move(i, i - 1)}
                    >
                      <ArrowUpIcon className={css({ transform: 'rotate(90deg)' })} />
                    </IconButton>
                    <IconButton
                      size="sm"
                      aria-label={`${name(i)}: أخّرها`}
                      isDisabled={isDisabled || i === value.length - 1}
                      onPress={() => move(i, i + 1)}
                    >
                      <ArrowUpIcon className={css({ transform: 'rotate(-90deg)' })} />
                    </IconButton>
                  </>
                )}
                <IconButton size="sm" aria-label={`${name(i)}: أزلها`} isDisabled={isDisabled} onPress={() => remove(i)}>
                  <CloseIcon />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      {flying.length > 0 && (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {flying.map((f) => (
            <li key={f.key} className={uploading}>
              <span dir="auto" className={css({ flex: '1', minWidth: '0', overflowWrap: 'anywhere' })}>
                {f.name}
              </span>
              {f.error ? (
                <>
                  <span role="alert" className={errorStyle}>
                    {f.error}
                  </span>
                  <IconButton
                    size="sm"
                    aria-label={`إخفاء خطأ ${f.name}`}
                    onPress={() => setFlying((list) => list.filter((x) => x.key !== f.key))}
                  >
                    <CloseIcon />
                  </IconButton>
                </>
              ) : (
                <progress
                  max={100}
                  value={Math.round(f.progress * 100)}
                  aria-label={`رفع ${f.name}`}
                  className={css({ width: '32', accentColor: 'var(--colors-accent)' })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <div {...getRootProps({ className: cx(zone, isDragActive && active, message ? invalid : undefined) })}>
          <input {...getInputProps({ 'aria-labelledby': ids.label })} />
          <UploadIcon size={24} className={css({ color: 'accent.pressed' })} />
          <p className={css({ fontWeight: '600' })}>{isDragActive ? 'أفلت الصور هنا' : 'اسحب الصور وأفلتها هنا، أو'}</p>
          <Button
            onPress={open}
            isDisabled={isDisabled}
            aria-label={`اختر ${max > 1 ? 'صورًا' : 'صورة'}: ${label}`}
            aria-describedby={describedBy}
            className={buttonRecipe({ variant: 'secondary' })}
          >
            {max > 1 ? 'اختر صورًا' : 'اختر صورة'}
          </Button>
          <p id={ids.hint} className={descriptionStyle}>
            JPG أو PNG أو WebP أو AVIF، حتى 20 ميجابايت للصورة
          </p>
        </div>
      )}
      {message && (
        <p id={ids.error} role="alert" className={errorStyle}>
          {message}
        </p>
      )}
      <p aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>
    </div>
  );
}

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '3', listStyle: 'none' });
const tile = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'control',
  padding: '1.5',
  bg: 'bg',
});
const thumb = css({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 'md',
  bg: 'bg.muted',
});
const tools = css({ display: 'flex', justifyContent: 'center', gap: '1' });
const uploading = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  padding: '2',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'control',
  flexWrap: 'wrap',
});
const zone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  paddingBlock: '5',
  paddingInline: '4',
  textAlign: 'center',
  layerStyle: 'dropZone',
});
const active = css({ borderColor: 'accent', bg: 'accent.subtle' });
const invalid = css({ borderColor: 'danger' });
