import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import type { ContentEditorMachine, FormValues } from '@rihla/machines/content-editor/content-editor.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { ConfirmDialog } from '@rihla/ui/confirm-dialog/confirm-dialog';
import { panel, TableScroll } from '../screens/admin-page.tsx';
import { table } from '../layout/admin-table.ts';
import { ContentField, type FieldSpec } from './content-field.tsx';
import { useContentEditorActor } from './use-content-editor.ts';

/** What differs between the content lists: their words, calls, fields and columns. */
export interface ContentConfig<Item extends { id: number }> {
  /** The section's heading: "الدول". */
  title: string;
  /** "إضافة دولة" */
  addLabel: string;
  /** The form's heading when adding: "دولة جديدة". */
  newTitle: string;
  machine: ContentEditorMachine<Item>;
  load: (signal?: AbortSignal) => Promise<Item[]>;
  /** Sends the form's values (strings as typed) as the API's body. */
  save: (id: number | null, values: FormValues) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Only lists kept in an order of their own (FAQ) can be moved up and down. */
  reorder?: (ids: number[]) => Promise<unknown>;
  fields: FieldSpec[];
  columns: { label: string; render: (item: Item) => ReactNode }[];
  /** How one is named in buttons and the delete question. */
  labelOf: (item: Item) => string;
  /** The form's values for one (null: a new one). */
  valuesOf: (item: Item | null) => FormValues;
}

/**
 * A list of the catalogue's content with its form (issue 17): every staff member reads the table; an
 * admin adds, edits, deletes (after confirming) and, where the list has an order, moves one up or
 * down. The flow is the content-editor machine; a field's Arabic message shows next to it and
 * nothing typed is lost when the browser or the server refuses the form.
 */
export function ContentEditor<Item extends { id: number }>({
  config,
  canEdit,
  children,
  onItems,
}: {
  config: ContentConfig<Item>;
  canEdit: boolean;
  /** The list each time it is read (the cities' form offers the countries). */
  onItems?: (items: Item[]) => void;
  /** Above the table: a filter (the banners' type). */
  children?: ReactNode;
}) {
  const actor = useContentEditorActor(config, onItems);
  const items = useSelector(actor, (s) => s.context.items);
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const toDelete = useSelector(actor, (s) => s.context.toDelete);
  const error = useSelector(actor, (s) => s.context.error);
  const success = useSelector(actor, (s) => s.context.success);
  const isLoading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const deleting = useSelector(actor, (s) => s.matches('deleting'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const lastMove = useRef<{ id: number; by: -1 | 1 } | null>(null);
  // The form closed (saved or cancelled): the keyboard goes back to the list's heading, not to the page's top.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !draft) heading.current?.focus();
    wasOpen.current = !!draft;
  }, [draft]);
  // A move re-reads the list: the keyboard stays on the moved entry's button (or its other one at an end).
  useEffect(() => {
    const moved = lastMove.current;
    if (busy || !moved) return;
    lastMove.current = null;
    const button = (by: number) => document.getElementById(`${headingId}-move-${moved.id}-${by}`);
    const target = button(moved.by);
    (target?.hasAttribute('disabled') || target?.getAttribute('aria-disabled') === 'true' ? button(-moved.by) : target)?.focus();
  }, [busy, headingId]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'edit.submit' });
  };
  const editing = draft ? (draft.id === null ? null : (items.find((i) => i.id === draft.id) ?? null)) : null;
  const formTitle = draft ? (draft.id === null ? config.newTitle : `تعديل: ${editing ? config.labelOf(editing) : ''}`) : '';
  const move = (id: number, by: -1 | 1) => {
    lastMove.current = { id, by };
    actor.send({ type: 'move', id, by });
  };

  return (
    <section aria-labelledby={headingId} className={panel}>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
      >
        <h2 id={headingId} ref={heading} tabIndex={-1} className={css({ fontSize: 'lg', fontWeight: '700' })}>
          {config.title}
        </h2>
        {canEdit && !draft && (
          <Button onPress={() => actor.send({ type: 'edit.open', id: null, values: config.valuesOf(null) })}>
            {config.addLabel}
          </Button>
        )}
      </div>
      {children}
      {error && (
        <Alert tone="error" onDismiss={() => actor.send({ type: 'message.dismiss' })}>
          {error}
        </Alert>
      )}
      {success && (
        <Alert tone="success" onDismiss={() => actor.send({ type: 'message.dismiss' })}>
          {success}
        </Alert>
      )}
      {draft && (
        <form
          onSubmit={submit}
          noValidate
          aria-label={formTitle}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            padding: '4',
            bg: 'bg.subtle',
            borderRadius: 'control',
          })}
        >
          <h3 className={css({ fontWeight: '700' })}>{formTitle}</h3>
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
      )}
      {isLoading ? (
        <p role="status">جارٍ التحميل…</p>
      ) : loadFailed ? (
        <Button variant="secondary" onPress={() => actor.send({ type: 'list.retry' })} className={css({ alignSelf: 'start' })}>
          إعادة المحاولة
        </Button>
      ) : items.length === 0 ? (
        <p>لا يوجد شيء هنا بعد.</p>
      ) : (
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
              {items.map((item, index) => {
                const label = config.labelOf(item);
                return (
                  <tr key={item.id}>
                    {config.columns.map((c) => (
                      <td key={c.label}>{c.render(item)}</td>
                    ))}
                    {canEdit && (
                      <td>
                        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                          <Button
                            variant="secondary"
                            aria-label={`تعديل ${label}`}
                            onPress={() => actor.send({ type: 'edit.open', id: item.id, values: config.valuesOf(item) })}
                          >
                            تعديل
                          </Button>
                          {config.reorder && (
                            <>
                              <Button
                                variant="ghost"
                                id={`${headingId}-move-${item.id}--1`}
                                aria-label={`نقل ${label} إلى أعلى`}
                                isDisabled={index === 0}
                                onPress={() => move(item.id, -1)}
                              >
                                ↑ أعلى
                              </Button>
                              <Button
                                variant="ghost"
                                id={`${headingId}-move-${item.id}-1`}
                                aria-label={`نقل ${label} إلى أسفل`}
                                isDisabled={index === items.length - 1}
                                onPress={() => move(item.id, 1)}
                              >
                                ↓ أسفل
                              </Button>
                            </>
                          )}
                          <Button
                            variant="ghost"
                            aria-label={`حذف ${label}`}
                            onPress={() => actor.send({ type: 'delete.ask', id: item.id, label })}
                          >
                            حذف
                          </Button>
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ConfirmDialog
        isOpen={!!toDelete}
        onOpenChange={(open) => {
          if (!open && !deleting) actor.send({ type: 'delete.cancel' });
        }}
        title={`حذف ${toDelete?.label ?? ''}؟`}
        message="لا يمكن التراجع عن الحذف، ويختفي من الموقع فورًا."
        confirmLabel="حذف"
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        isPending={deleting}
      />
    </section>
  );
}

/** A picture of the table, beside its name (which says what it is). */
export function Thumb({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={36}
      loading="lazy"
      className={css({ objectFit: 'cover', borderRadius: 'sm', bg: 'bg.muted' })}
    />
  );
}
