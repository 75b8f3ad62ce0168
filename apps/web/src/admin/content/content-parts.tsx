import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import { Button } from '@rihla/ui/button/button';
import { table } from '../layout/admin-table.ts';
import { TableScroll } from '../layout/admin-page.tsx';
import type { ContentConfig } from './content-editor.tsx';
import { ContentField } from './content-field.tsx';
import type { ContentEditorActor } from './use-content-editor.ts';

// The content editor's form and table (content-editor.tsx composes them), each reading the list's
// machine for what it shows and sending it what the admin does.

/** The open form: adding one (id null) or changing one; a field's message shows beside it. */
export function ContentForm<Item extends { id: number }>({
  config,
  actor,
  title,
}: {
  config: ContentConfig<Item>;
  actor: ContentEditorActor<Item>;
  title: string;
}) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  if (!draft) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'edit.submit' });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        padding: '4',
        bg: 'bg.subtle',
        borderRadius: 'control',
      })}
    >
      <h3 className={css({ fontWeight: '700' })}>{title}</h3>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '3' })}>
        {config.fields.map((f, i) => (
          <ContentField
            key={f.name}
            spec={f}
            autoFocus={i === 0}
            value={draft.values[f.name] ?? ''}
            error={fieldErrors[f.name]}
            onChange={(value) => actor.send({ type: 'edit.change', values: { [f.name]: value } })}
          />
        ))}
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" isPending={saving}>
          حفظ
        </Button>
        <Button variant="secondary" onPress={() => actor.send({ type: 'edit.cancel' })} isDisabled={saving}>
          إلغاء
        </Button>
      </div>
    </form>
  );
}

/** The list as a table; an admin's row has its edit and delete buttons (an ordered list is ordered-list.tsx). */
export function ContentTable<Item extends { id: number }>({
  config,
  actor,
  items,
  canEdit,
}: {
  config: ContentConfig<Item>;
  actor: ContentEditorActor<Item>;
  items: Item[];
  canEdit: boolean;
}) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <TableScroll label={`جدول ${config.title}`}>
      <table className={table} aria-busy={busy}>
        <thead>
          <tr>
            {config.columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
            {canEdit && <th scope="col">إجراءات</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {config.columns.map((c) => (
                <td key={c.label}>{c.render(item)}</td>
              ))}
              {canEdit && (
                <td>
                  <RowActions config={config} actor={actor} item={item} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function RowActions<Item extends { id: number }>({
  config,
  actor,
  item,
}: {
  config: ContentConfig<Item>;
  actor: ContentEditorActor<Item>;
  item: Item;
}) {
  const label = config.labelOf(item);
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      <Button
        variant="secondary"
        aria-label={`تعديل ${label}`}
        onPress={() => actor.send({ type: 'edit.open', id: item.id, values: config.valuesOf(item) })}
      >
        تعديل
      </Button>
      <Button variant="ghost" aria-label={`حذف ${label}`} onPress={() => actor.send({ type: 'delete.ask', id: item.id, label })}>
        حذف
      </Button>
    </div>
  );
}
