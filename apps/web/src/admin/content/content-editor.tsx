import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import type { ContentEditorMachine, FormValues } from '@rihla/machines/content-editor/content-editor.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { ConfirmDialog } from '@rihla/ui/confirm-dialog/confirm-dialog';
import { panel } from '../layout/admin-page.tsx';
import type { FieldSpec } from './content-field.tsx';
import { ContentForm, ContentTable } from './content-parts.tsx';
import { OrderedList } from './ordered-list.tsx';
import { useContentEditorActor, type ContentEditorActor } from './use-content-editor.ts';

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
  /** Only lists kept in an order of their own (FAQ) are reordered: dragged, by pointer or keyboard. */
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
 * admin adds, edits, deletes (after confirming) and, where the list has an order, drags one to its
 * place (ordered-list.tsx). The flow is the content-editor machine; a field's Arabic message shows next to it and
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
  const toDelete = useSelector(actor, (s) => s.context.toDelete);
  const error = useSelector(actor, (s) => s.context.error);
  const success = useSelector(actor, (s) => s.context.success);
  const isLoading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const deleting = useSelector(actor, (s) => s.matches('deleting'));
  const { headingId, heading } = useKeyboardPlace(actor);

  const editing = draft ? (draft.id === null ? null : (items.find((i) => i.id === draft.id) ?? null)) : null;
  const formTitle = draft ? (draft.id === null ? config.newTitle : `تعديل: ${editing ? config.labelOf(editing) : ''}`) : '';

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
      {draft && <ContentForm config={config} actor={actor} title={formTitle} />}
      {isLoading ? (
        <p role="status">جارٍ التحميل…</p>
      ) : loadFailed ? (
        <Button variant="secondary" onPress={() => actor.send({ type: 'list.retry' })} className={css({ alignSelf: 'start' })}>
          إعادة المحاولة
        </Button>
      ) : items.length === 0 ? (
        <p>لا يوجد شيء هنا بعد.</p>
      ) : config.reorder ? (
        // A list with an order of its own (the FAQ): dragged into order, by pointer or keyboard (issue 31, item 15).
        <OrderedList config={config} actor={actor} items={items} canEdit={canEdit} />
      ) : (
        <ContentTable config={config} actor={actor} items={items} canEdit={canEdit} />
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

/** Where the keyboard goes: back to the list's heading when the form closes (saved or cancelled), not to the page's top. */
function useKeyboardPlace<Item extends { id: number }>(actor: ContentEditorActor<Item>) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !draft) heading.current?.focus();
    wasOpen.current = !!draft;
  }, [draft]);
  return { headingId, heading };
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
