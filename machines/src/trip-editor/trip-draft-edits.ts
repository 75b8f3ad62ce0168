import { nextKey, type DayDraft, type IncludedDraft, type TripDraft } from './trip-draft.ts';

// What the back office's trip form does to its draft, one event a gesture (issue 25). Each edit names
// the field it changed, so that field's message (the form's rule or the server's) goes once it is
// changed; a day's or an included item's change is the list's (`program`, `included`). An edit is
// applied to the draft as it is when it arrives: a picture upload ending after other typing keeps it.

/** The draft's fields set by a value of their own: texts, numbers as typed, pictures, cities. */
export type TripDraftValues = Partial<Omit<TripDraft, 'program' | 'included' | 'not_included' | 'tags'>>;

/** The two lists of {name, title} rows: what the price includes and what it leaves out. */
export type ItemList = 'included' | 'not_included';

export type TripDraftEdit =
  | { type: 'draft.set'; values: TripDraftValues }
  | { type: 'draft.toggleTag'; id: number; on: boolean }
  | { type: 'draft.addIncluded'; list?: ItemList }
  | { type: 'draft.editIncluded'; key: number; values: Partial<Omit<IncludedDraft, 'key'>>; list?: ItemList }
  | { type: 'draft.removeIncluded'; key: number; list?: ItemList }
  | { type: 'draft.addDay' }
  | { type: 'draft.editDay'; key: number; values: Partial<Omit<DayDraft, 'key'>> }
  | { type: 'draft.moveDay'; from: number; to: number }
  | { type: 'draft.removeDay'; key: number };

export const DRAFT_EDITS = [
  'draft.set',
  'draft.toggleTag',
  'draft.addIncluded',
  'draft.editIncluded',
  'draft.removeIncluded',
  'draft.addDay',
  'draft.editDay',
  'draft.moveDay',
  'draft.removeDay',
] as const satisfies readonly TripDraftEdit['type'][];

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The draft after one edit, and the fields it changed. */
export function applyEdit(d: TripDraft, edit: TripDraftEdit): { draft: TripDraft; fields: string[] } {
  switch (edit.type) {
    case 'draft.set':
      return { draft: { ...d, ...edit.values }, fields: Object.keys(edit.values) };
    case 'draft.toggleTag': {
      const without = d.tags.filter((t) => t !== edit.id);
      return { draft: { ...d, tags: edit.on ? [...without, edit.id] : without }, fields: ['tags'] };
    }
    case 'draft.addIncluded': {
      const list = edit.list ?? 'included';
      return { draft: { ...d, [list]: [...d[list], { key: nextKey(), name: '', title: '' }] }, fields: [list] };
    }
    case 'draft.editIncluded': {
      const list = edit.list ?? 'included';
      return {
        draft: { ...d, [list]: d[list].map((x) => (x.key === edit.key ? { ...x, ...edit.values } : x)) },
        fields: [list],
      };
    }
    case 'draft.removeIncluded': {
      const list = edit.list ?? 'included';
      return { draft: { ...d, [list]: d[list].filter((x) => x.key !== edit.key) }, fields: [list] };
    }
    case 'draft.addDay':
      return {
        draft: { ...d, program: [...d.program, { key: nextKey(), title: '', description: '', image: null }] },
        fields: ['program'],
      };
    case 'draft.editDay':
      return {
        draft: { ...d, program: d.program.map((x) => (x.key === edit.key ? { ...x, ...edit.values } : x)) },
        fields: ['program'],
      };
    case 'draft.moveDay':
      return { draft: { ...d, program: moved(d.program, edit.from, edit.to) }, fields: ['program'] };
    case 'draft.removeDay':
      return { draft: { ...d, program: d.program.filter((x) => x.key !== edit.key) }, fields: ['program'] };
  }
}
