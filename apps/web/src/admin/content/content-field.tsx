import { css } from '@rihla/styled-system/css';
import { PictureUploader } from '@rihla/ui/picture-uploader/picture-uploader';
import { Select } from '@rihla/ui/select/select';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { TextField } from '@rihla/ui/text-field/text-field';
import { uploadPicture } from '../admin-api.ts';

/** One field of a content form; every value is kept as typed (a string) until it is sent. */
export interface FieldSpec {
  name: string;
  label: string;
  /** url and number are typed left to right; a picture is uploaded (its address is the value). */
  kind?: 'text' | 'url' | 'textarea' | 'number' | 'select' | 'picture';
  options?: { id: string; label: string }[];
  description?: string;
  /** Spans both columns of the form. */
  wide?: boolean;
}

export function ContentField({
  spec,
  value,
  error,
  onChange,
  autoFocus,
}: {
  spec: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const common = {
    label: spec.label,
    description: spec.description,
    isInvalid: Boolean(error),
    errorMessage: error,
    autoFocus,
    className: spec.wide || spec.kind === 'textarea' ? css({ gridColumn: '1 / -1' }) : undefined,
  };
  if (spec.kind === 'select')
    return (
      <Select
        {...common}
        options={spec.options ?? []}
        selectedKey={value || null}
        onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      />
    );
  // One picture, dropped or chosen and uploaded at once, the current one shown (issue 31, item 15).
  if (spec.kind === 'picture')
    return (
      <div className={common.className}>
        <PictureUploader
          label={spec.label}
          max={1}
          value={value ? [value] : []}
          onChange={(pictures) => onChange(pictures[0] ?? '')}
          upload={uploadPicture}
          errorMessage={error}
        />
      </div>
    );
  if (spec.kind === 'textarea') return <TextArea {...common} value={value} onChange={onChange} rows={4} />;
  return (
    <TextField
      {...common}
      value={value}
      onChange={onChange}
      inputDir={spec.kind === 'url' || spec.kind === 'number' ? 'ltr' : undefined}
      inputMode={spec.kind === 'number' ? 'numeric' : undefined}
      type={spec.kind === 'url' ? 'url' : 'text'}
    />
  );
}
