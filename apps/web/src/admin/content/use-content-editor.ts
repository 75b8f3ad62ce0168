import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { ContentEditorMachine, FormValues } from '@rihla/machines/content-editor/content-editor.machine';
import { inspector } from '../../lib/inspector.ts';
import type { ContentConfig } from './content-editor.tsx';

export type ContentEditorActor<Item extends { id: number }> = ActorRefFrom<ContentEditorMachine<Item>>;

/**
 * Runs a list's content-editor machine against the API with the config's latest calls (the banners'
 * type and the cities' countries change between renders; the actor stays). `onItems` hears each list
 * read.
 */
export function useContentEditorActor<Item extends { id: number }>(
  config: ContentConfig<Item>,
  onItems?: (items: Item[]) => void,
): ContentEditorActor<Item> {
  const latest = useRef({ config, onItems });
  useEffect(() => {
    latest.current = { config, onItems };
  });
  const logic = useMemo(
    () =>
      config.machine.provide({
        actors: {
          load: fromPromise<Item[]>(({ signal }) => latest.current.config.load(signal)),
          save: fromPromise<unknown, { id: number | null; values: FormValues }>(({ input }) =>
            latest.current.config.save(input.id, input.values),
          ),
          remove: fromPromise<unknown, { id: number }>(({ input }) => latest.current.config.remove(input.id)),
          reorder: fromPromise<unknown, { ids: number[] }>(async ({ input }) => latest.current.config.reorder?.(input.ids)),
        },
      }),
    [config.machine],
  );
  const actor = useActorRef(logic, { inspect: inspector() });
  const items = useSelector(actor, (s) => s.context.items);
  useEffect(() => {
    latest.current.onItems?.(items);
  }, [items]);
  return actor;
}
