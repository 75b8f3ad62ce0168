import { css } from '@rihla/styled-system/css';
import { formatNumber } from '@rihla/contract';
import type { ItemList, TripDraftEdit } from '@rihla/machines/trip-editor/trip-draft-edits';
import type { DayDraft, TripDraft } from '@rihla/machines/trip-editor/trip-draft';
import { Button } from '@rihla/ui/button/button';
import { IconButton } from '@rihla/ui/icon-button/icon-button';
import { ArrowUpIcon, CloseIcon } from '@rihla/ui/icons/icons';
import { PictureUploader } from '@rihla/ui/picture-uploader/picture-uploader';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { TextField } from '@rihla/ui/text-field/text-field';
import { uploadPicture } from '../admin-api.ts';
import { errorText, Section } from './section.tsx';

// The trip form's lists: what the trip includes, what it leaves out, and its programme day by day. Each row keeps
// its key, so moving or removing one keeps the others' inputs.

interface ListProps {
  draft: TripDraft;
  errors: Record<string, string[] | undefined>;
  onEdit: (edit: TripDraftEdit) => void;
  isReadOnly: boolean;
}

/** The words of each {name, title} list: what the price includes, and what it leaves out (issue 31, item 7). */
const ITEM_LISTS = {
  included: { title: 'تشمل الرحلة', item: 'العنصر', add: 'إضافة عنصر' },
  not_included: { title: 'غير مشمول في الرحلة', item: 'البند غير المشمول', add: 'إضافة بند غير مشمول' },
} as const satisfies Record<ItemList, { title: string; item: string; add: string }>;

export function IncludedSection({ draft, errors, onEdit, isReadOnly, list = 'included' }: ListProps & { list?: ItemList }) {
  const words = ITEM_LISTS[list];
  const items = draft[list];
  return (
    <Section title={words.title}>
      {items.length === 0 && <p className={muted}>لا شيء بعد.</p>}
      <ol className={rows}>
        {items.map((item, i) => (
          <li key={item.key} className={row}>
            <TextField
              label={`${words.item} ${formatNumber(i + 1)}: الاسم`}
              value={item.name}
              isReadOnly={isReadOnly}
              onChange={(name) => onEdit({ type: 'draft.editIncluded', list, key: item.key, values: { name } })}
            />
            <TextField
              label={`${words.item} ${formatNumber(i + 1)}: التفاصيل`}
              value={item.title}
              isReadOnly={isReadOnly}
              className={css({ flex: '2' })}
              onChange={(title) => onEdit({ type: 'draft.editIncluded', list, key: item.key, values: { title } })}
            />
            {!isReadOnly && (
              <IconButton
                aria-label={`إزالة ${words.item} ${formatNumber(i + 1)}`}
                onPress={() => onEdit({ type: 'draft.removeIncluded', list, key: item.key })}
              >
                <CloseIcon />
              </IconButton>
            )}
          </li>
        ))}
      </ol>
      {errors[list]?.[0] && <p className={errorText}>{errors[list][0]}</p>}
      {!isReadOnly && (
        <Button variant="secondary" className={start} onPress={() => onEdit({ type: 'draft.addIncluded', list })}>
          {words.add}
        </Button>
      )}
    </Section>
  );
}

export function ProgramSection({ draft, errors, onEdit, isReadOnly }: ListProps) {
  return (
    <Section title="برنامج الرحلة">
      {draft.program.length === 0 && <p className={muted}>لا أيام بعد.</p>}
      <ol className={rows}>
        {draft.program.map((day, i) => (
          <DayItem key={day.key} day={day} index={i} count={draft.program.length} onEdit={onEdit} isReadOnly={isReadOnly} />
        ))}
      </ol>
      {errors.program?.[0] && <p className={errorText}>{errors.program[0]}</p>}
      {!isReadOnly && (
        <Button variant="secondary" className={start} onPress={() => onEdit({ type: 'draft.addDay' })}>
          إضافة يوم
        </Button>
      )}
    </Section>
  );
}

function DayItem({
  day,
  index: i,
  count,
  onEdit,
  isReadOnly,
}: {
  day: DayDraft;
  index: number;
  count: number;
  onEdit: (edit: TripDraftEdit) => void;
  isReadOnly: boolean;
}) {
  const name = `اليوم ${formatNumber(i + 1)}`;
  const set = (values: Partial<Omit<DayDraft, 'key'>>) => onEdit({ type: 'draft.editDay', key: day.key, values });
  const move = (to: number) => onEdit({ type: 'draft.moveDay', from: i, to });
  return (
    <li className={dayBox}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between' })}>
        <h3 className={css({ fontWeight: '700' })}>{name}</h3>
        {!isReadOnly && (
          <div className={css({ display: 'flex', gap: '1' })}>
            <IconButton size="sm" aria-label={`${name}: قدّمه`} isDisabled={i === 0} onPress={() => move(i - 1)}>
              <ArrowUpIcon />
            </IconButton>
            <IconButton size="sm" aria-label={`${name}: أخّره`} isDisabled={i === count - 1} onPress={() => move(i + 1)}>
              <ArrowUpIcon className={css({ transform: 'rotate(180deg)' })} />
            </IconButton>
            <IconButton size="sm" aria-label={`${name}: أزله`} onPress={() => onEdit({ type: 'draft.removeDay', key: day.key })}>
              <CloseIcon />
            </IconButton>
          </div>
        )}
      </div>
      <TextField label={`${name}: العنوان`} value={day.title} isReadOnly={isReadOnly} onChange={(title) => set({ title })} />
      <TextArea
        label={`${name}: الوصف`}
        rows={3}
        value={day.description}
        isReadOnly={isReadOnly}
        onChange={(description) => set({ description })}
      />
      <PictureUploader
        label={`${name}: صورة (اختياري)`}
        max={1}
        value={day.image ? [day.image] : []}
        onChange={(images) => set({ image: images[0] ?? null })}
        upload={uploadPicture}
        isDisabled={isReadOnly}
      />
    </li>
  );
}

const rows = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });
const row = css({
  display: 'flex',
  gap: '2',
  alignItems: 'end',
  flexWrap: { base: 'wrap', md: 'nowrap' },
  '& > :not(button)': { flex: '1' },
});
const dayBox = css({ display: 'flex', flexDirection: 'column', gap: '3', padding: '3', layerStyle: 'outlinedCard' });
const muted = css({ color: 'fg.muted' });
const start = css({ alignSelf: 'start' });
