import { useEffect, useId, useMemo, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from 'react-aria-components';
import { css, cx } from '@rihla/styled-system/css';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES, UPLOAD_TYPES, dropzoneMessages } from '@rihla/contract';
import { errorStyle, descriptionStyle, fieldStyle, labelStyle } from '../field/field.tsx';
import { buttonRecipe } from '../button/button.tsx';
import { CloseIcon, UploadIcon } from '../icons/icons.tsx';
import { iconButtonRecipe } from '../icon-button/icon-button.tsx';

export interface FileDropProps {
  /** "صورة الجواز", "صورة التأشيرة (اختياري)". */
  label: string;
  description?: string;
  /** The form's own error (e.g. a required passport image). Rejections show their own message. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** Controlled file (null for none); omit to let the component keep it. */
  value?: File | null;
  onChange?: (file: File | null) => void;
}

const accept = Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([mime, exts]) => [mime, [...exts]]));

/**
 * One file, dropped or chosen through a real button: the server's types and size limits, each
 * react-dropzone rejection code in clear Arabic (announced), and a preview of the chosen image.
 */
export function FileDrop({
  label,
  description = 'JPG أو PNG أو WebP أو PDF، حتى 5 ميجابايت',
  errorMessage,
  isInvalid,
  isDisabled,
  name,
  value,
  onChange,
}: FileDropProps) {
  const [own, setOwn] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const file = value !== undefined ? value : own;
  const ids = { label: useId(), hint: useId(), error: useId() };

  const choose = (next: File | null) => {
    setOwn(next);
    onChange?.(next);
  };

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept,
    maxSize: UPLOAD_MAX_BYTES,
    minSize: UPLOAD_MIN_BYTES,
    multiple: false,
    maxFiles: 1,
    noClick: true,
    noKeyboard: true,
    disabled: isDisabled,
    // Two files dropped: the first is kept and the second refused with too-many-files, so the
    // message stays while the first file is taken.
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      const error = rejections[0]?.errors[0];
      setRejection(error ? (dropzoneMessages[error.code] ?? error.message) : null);
      if (accepted[0]) choose(accepted[0]);
    },
  });

  const preview = useMemo(
    () =>
      file && file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
    [file],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const message = rejection ?? (isInvalid ? errorMessage : undefined);
  const describedBy = [ids.hint, message ? ids.error : null].filter(Boolean).join(' ');

  return (
    <div className={fieldStyle}>
      <span id={ids.label} className={labelStyle}>
        {label}
      </span>
      <div
        {...getRootProps({ className: css(zone, isDragActive && active, message ? invalid : undefined, isDisabled && disabled) })}
      >
        <input {...getInputProps({ name, 'aria-labelledby': ids.label })} />
        <UploadIcon size={28} className={css({ color: 'accent.pressed' })} />
        <p className={css({ fontWeight: '600' })}>{isDragActive ? 'أفلت الملف هنا' : 'اسحب الملف وأفلته هنا، أو'}</p>
        <Button
          onPress={open}
          isDisabled={isDisabled}
          aria-label={`اختر ملفًا: ${label}`}
          aria-describedby={describedBy}
          className={buttonRecipe({ variant: 'secondary' })}
        >
          اختر ملفًا
        </Button>
        <p id={ids.hint} className={descriptionStyle}>
          {description}
        </p>
      </div>
      {file && (
        <div className={chosen}>
          {preview ? (
            <img src={preview} alt={`معاينة ${file.name}`} className={thumb} />
          ) : (
            <span
              aria-hidden="true"
              className={cx(thumb, css({ display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: '700' }))}
            >
              PDF
            </span>
          )}
          <span className={css({ flex: '1', minWidth: '0', overflowWrap: 'anywhere' })} dir="auto">
            {file.name}
          </span>
          <Button
            aria-label={`إزالة الملف ${file.name}`}
            onPress={() => choose(null)}
            isDisabled={isDisabled}
            className={iconButtonRecipe({ variant: 'ghost' })}
          >
            <CloseIcon />
          </Button>
        </div>
      )}
      {message && (
        <p id={ids.error} role="alert" className={errorStyle}>
          {message}
        </p>
      )}
    </div>
  );
}

const zone = css.raw({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  paddingBlock: '6',
  paddingInline: '4',
  textAlign: 'center',
  layerStyle: 'dropZone',
});
const active = css.raw({ borderColor: 'accent', bg: 'accent.subtle' });
const invalid = css.raw({ borderColor: 'danger' });
const disabled = css.raw({ opacity: 0.6 });
const chosen = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  padding: '2',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'control',
});
const thumb = css({ width: '16', height: '16', objectFit: 'cover', borderRadius: 'md', bg: 'bg.muted', flexShrink: '0' });
