import { createContext, use, useContext } from 'react';
import { toApiError } from '@rihla/machines/shared/api-error';
import { tokenStorage } from './token-storage.ts';

// The first answer of each read on a page rendered by the server (docs/architecture.md, "Server
// rendering"). On the server, a read a screen makes while rendering is loaded once per page and the
// render waits for it (React suspends on the promise); everything read is then written into the page
// as JSON, under the same keys. In the browser, hydration reads those answers instead of asking
// again, so the first render is the server's, byte for byte, and no read is repeated.

/** A read's outcome as the page carries it: its data, or the status of its failure (0: no answer). */
export type FirstAnswer<T = unknown> = { data: T } | { failedStatus: number };

/** The reads of one server render. */
export class ServerReads {
  private readonly reads = new Map<string, { promise: Promise<FirstAnswer>; answer?: FirstAnswer }>();

  /** The answer under `key`, loading it (once for the whole render) until it is there. */
  answer<T>(key: string, load: (signal: AbortSignal) => Promise<T>): FirstAnswer<T> {
    let read = this.reads.get(key);
    if (!read) {
      const started: { promise?: Promise<FirstAnswer>; answer?: FirstAnswer } = {};
      started.promise = load(new AbortController().signal).then(
        (data) => (started.answer = { data }),
        (error: unknown) => (started.answer = { failedStatus: toApiError(error).status }),
      );
      read = started as { promise: Promise<FirstAnswer>; answer?: FirstAnswer };
      this.reads.set(key, read);
    }
    // Every read goes through `use`, settled or not: React matches a component's `use` calls by
    // their order across the attempts of one render, so skipping a settled one would hand the
    // next read the previous read's answer.
    return use(read.promise) as FirstAnswer<T>;
  }

  /** Everything read, for the page's JSON. */
  toJSON(): Record<string, FirstAnswer> {
    return Object.fromEntries([...this.reads].flatMap(([key, read]) => (read.answer ? [[key, read.answer]] : [])));
  }
}

/** Set by the server render only; in the browser there is none. */
export const ServerReadsContext = createContext<ServerReads | null>(null);

/** The id of the page's JSON (a data block: not a script, so the CSP does not object to it). */
export const FIRST_DATA_ID = 'rihla-first-data';

let embedded: Map<string, FirstAnswer> | undefined;
let embeddedFor = '';

const currentAddress = () => location.pathname + location.search;

/**
 * The answers the server rendered this page with. They belong to the address it rendered: once the
 * visitor has gone elsewhere in the app, every screen reads afresh (coming back included).
 */
function embeddedAnswers(): Map<string, FirstAnswer> {
  if (!embedded) {
    embedded = new Map();
    embeddedFor = typeof location === 'undefined' ? '' : currentAddress();
    const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ID)?.textContent;
    try {
      if (text) embedded = new Map(Object.entries(JSON.parse(text) as Record<string, FirstAnswer>));
    } catch {
      /* unreadable: every screen reads for itself */
    }
  }
  if (embedded.size && currentAddress() !== embeddedFor) embedded.clear();
  return embedded;
}

/**
 * The first answer for `key` (null: a read the server does not render): on the server, loaded (the
 * render waits); in the browser, the one the server rendered the page with, for every part of the
 * page that reads it (header, footer and screen hydrate at different moments) until the visitor
 * moves to another address; otherwise none.
 */
export function useFirstAnswer<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): FirstAnswer<T> | undefined {
  const server = useContext(ServerReadsContext);
  if (key === null) return undefined;
  return server ? server.answer(key, load) : (embeddedAnswers().get(key) as FirstAnswer<T> | undefined);
}

/** In the browser: the answer the page was rendered with under `key`, while on its address. */
export function firstAnswerFor<T>(key: string): FirstAnswer<T> | undefined {
  return embeddedAnswers().get(key) as FirstAnswer<T> | undefined;
}

/**
 * The server renders for guests: a signed-in visitor reads a rendered answer again with the token
 * for what is personal in it (favourite flags).
 */
export const readAgainWithToken = () => tokenStorage.get() !== null;

/** Whether the page was rendered by the server (its JSON is there); read before hydrating. */
export const isServerRendered = () => typeof document !== 'undefined' && !!document.getElementById(FIRST_DATA_ID);

/** After a write: the answers the page was rendered with under the matching keys are out of date. */
export function forgetFirstAnswers(match: (key: string) => boolean): void {
  if (!embedded) return;
  for (const key of [...embedded.keys()]) if (match(key)) embedded.delete(key);
}
