import { useId } from 'react';
import { Button as AriaButton, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import { Button } from '@rihla/ui/button/button';
import { DragHandleIcon } from '@rihla/ui/icons/icons';
import type { ContentConfig } from './content-editor.tsx';
import type { ContentEditorActor } from './use-content-editor.ts';

/** The ids in their new order after `moving` were dropped before or after `target`. */
export function droppedOrder(
  ids: readonly number[],
  moving: readonly number[],
  target: number,
  position: 'before' | 'after' | 'on',
) {
  const rest = ids.filter((id) => !moving.includes(id));
  const at = rest.indexOf(target);
  if (at < 0) return [...ids];
  rest.splice(position === 'before' ? at : at + 1, 0, ...moving);
  return rest;
}

/**
 * A list kept in an order of its own (the FAQ), issue 31 item 15: each entry is dragged by its
 * handle to its new place, with the mouse, a finger, or the keyboard (Enter on the handle, the arrow
 * keys to the new place, Enter again), react-aria's drag and drop announcing each step to a screen
 * reader. The whole new order is saved in one call (`reorder {ids}`); an admin's row also has its
 * edit and delete buttons, reached with the arrow keys.
 */
export function OrderedList<Item extends { id: number }>({
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
  const hintId = useId();
  const labelOf = (id: number) => {
    const item = items.find((i) => i.id === id);
    return item ? config.labelOf(item) : '';
  };
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': labelOf(Number(key)) })),
    onReorder: (e) =>
      actor.send({
        type: 'reorder',
        ids: droppedOrder(
          items.map((i) => i.id),
          [...e.keys].map(Number),
          Number(e.target.key),
          e.target.dropPosition,
        ),
      }),
    renderDropIndicator: (target) => <DropIndicator target={target} className={dropLine} />,
    isDisabled: busy,
  });
  return (
    <>
      {canEdit && (
        <p id={hintId} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          اسحب السؤال من مقبضه إلى موضعه الجديد. وبلوحة المفاتيح: انتقل إلى المقبض واضغط Enter، ثم تنقّل بالأسهم إلى الموضع الجديد
          واضغط Enter، أو Escape للإلغاء.
        </p>
      )}
      <GridList
        aria-label={config.title}
        aria-busy={busy}
        items={items}
        dragAndDropHooks={canEdit ? dragAndDropHooks : undefined}
        // Tab goes through a row's handle and buttons, as it went through the table's.
        keyboardNavigationBehavior="tab"
        className={list}
      >
        {(item) => {
          const label = config.labelOf(item);
          return (
            <GridListItem id={item.id} textValue={label} className={row}>
              {({ allowsDragging }) => (
                <>
                  {allowsDragging && (
                    <AriaButton
                      slot="drag"
                      aria-label={`اسحب ${label} لتغيير ترتيبه`}
                      aria-describedby={hintId}
                      className={handle}
                    >
                      <DragHandleIcon />
                    </AriaButton>
                  )}
                  <div className={text}>
                    {config.columns.map((c, k) => (
                      <div
                        key={c.label}
                        className={k === 0 ? css({ fontWeight: '700' }) : css({ color: 'fg.muted', fontSize: 'sm' })}
                      >
                        {c.render(item)}
                      </div>
                    ))}
                  </div>
                  {canEdit && (
                    <div className={actions}>
                      <Button
                        variant="secondary"
                        aria-label={`تعديل ${label}`}
                        onPress={() => actor.send({ type: 'edit.open', id: item.id, values: config.valuesOf(item) })}
                      >
                        تعديل
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`حذف ${label}`}
                        onPress={() => actor.send({ type: 'delete.ask', id: item.id, label })}
                      >
                        حذف
                      </Button>
                    </div>
                  )}
                </>
              )}
            </GridListItem>
          );
        }}
      </GridList>
    </>
  );
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const row = css({
  display: 'flex',
  alignItems: { base: 'start', md: 'center' },
  flexWrap: { base: 'wrap', md: 'nowrap' },
  gap: '3',
  padding: '3',
  layerStyle: 'outlinedCard',
  bg: 'bg',
  focusOutline: 'row',
  // The entry being dragged keeps its colours (readable), outlined with dashes.
  '&[data-dragging]': { borderStyle: 'dashed', borderColor: 'accent' },
});
// On a phone the text takes the row beside the handle and the buttons go under it, from the text's start.
const text = css({
  flex: { base: '1 1 calc(100% - 56px)', md: '1' },
  minWidth: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const actions = css({
  display: 'flex',
  gap: '2',
  flexWrap: 'wrap',
  flexShrink: '0',
  marginInlineStart: { base: '56px', md: '0' },
});
const handle = css({
  flexShrink: '0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  borderRadius: 'control',
  color: 'fg.muted',
  fontSize: 'xl',
  cursor: 'grab',
  focusOutline: 'outside',
  _hover: { bg: 'bg.subtle', color: 'fg' },
});
const dropLine = css({
  height: '0',
  outline: '1px solid transparent',
  '&[data-drop-target]': { outline: '2px solid', outlineColor: 'accent' },
});
