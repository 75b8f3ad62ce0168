import { flushSync } from 'react-dom';

// What a visitor does to a section before its code has arrived (near-section.tsx), kept in order and
// given again once it is live. React drops such input: its root listener stops a press or a key whose
// target lies under a boundary it cannot hydrate yet. Held: presses (a click, or Enter or Space on a
// button) and keys typed into a field (a letter or digit, Backspace, an arrow); the browser's own
// handling of them is prevented meanwhile, so the server's HTML is not edited under React. Tab and
// shortcuts pass, so focus still moves.

type Held = (
  { kind: 'click' } | { kind: 'key'; init: KeyboardEventInit } | { kind: 'text'; inputType: string; data: string | null }
) & {
  target: HTMLElement;
  /** Where the target is in the section, child by child: see `found`. */
  path: number[];
};

/** Keys that only move focus or belong to the browser: never held. */
const PASSING = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Unidentified', 'Process', 'Dead']);

/** What Space presses, as the browser would: buttons and the widgets React Aria makes of them. */
const PRESSED_BY_SPACE =
  'button, summary, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="option"], [role="menuitem"]';

const isField = (el: HTMLElement): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/** Keys that move the caret in a field: the browser moves it there as well before as after. */
const CARET = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** Whether the key is held at all: anything but focus moves, caret moves, modifiers and shortcuts. */
export function holdsKey(event: KeyboardEvent, target: HTMLElement): boolean {
  if (PASSING.has(event.key) || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  return !(isField(target) && CARET.has(event.key));
}

export class HeldInput {
  private held: Held[] = [];

  /** The element the held targets lie in. */
  private readonly section: () => Element | null;

  constructor(section: () => Element | null) {
    this.section = section;
  }

  click(target: HTMLElement) {
    this.held.push({ kind: 'click', target, path: this.place(target) });
  }

  key(event: KeyboardEvent, target: HTMLElement) {
    const { key, code, shiftKey } = event;
    this.held.push({
      kind: 'key',
      target,
      path: this.place(target),
      init: { key, code, shiftKey, bubbles: true, cancelable: true },
    });
  }

  /** Text typed without a key we saw (a phone's keyboard sends its letters this way). */
  text(event: InputEvent, target: HTMLElement) {
    this.held.push({ kind: 'text', target, path: this.place(target), inputType: event.inputType, data: event.data });
  }

  private place(target: HTMLElement): number[] {
    const section = this.section();
    const path: number[] = [];
    for (let node: Element = target; node !== section && node.parentElement; node = node.parentElement)
      path.unshift([...node.parentElement.children].indexOf(node));
    return path;
  }

  /**
   * The element held for, or the one drawn at its place since: hydration keeps the server's elements,
   * but React Aria's collections (a tab list) draw their items again as they hydrate.
   */
  private found(item: Held): HTMLElement | null {
    const { target } = item;
    if (target.isConnected) return target;
    let node: Element | null | undefined = this.section();
    for (const i of item.path) node = node?.children[i];
    if (!(node instanceof HTMLElement)) return null;
    // Only the same kind of control: a press is never given to something else that took the place.
    return node.tagName === target.tagName && node.getAttribute('role') === target.getAttribute('role') ? node : null;
  }

  clear() {
    this.held = [];
  }

  /**
   * Gives everything held again, in order: a press to the element pressed; keys and text to the
   * element they were typed into, or, for the keys after the first typed into it, to the element of
   * the section the focus has moved on to meanwhile (a date field moves it to the next segment as it
   * fills one). What left the page, with nothing drawn in its place, is dropped.
   */
  replay(inSection: (element: Element) => boolean) {
    const held = this.held;
    this.held = [];
    let typedInto: HTMLElement | null = null;
    for (const item of held) {
      const own = this.found(item);
      if (item.kind === 'click') {
        if (own) flushSync(() => own.click());
        continue;
      }
      const focused = document.activeElement;
      const target = item.target === typedInto && focused instanceof HTMLElement && inSection(focused) ? focused : own;
      typedInto = item.target;
      if (!target?.isConnected) continue;
      if (document.activeElement !== target) target.focus();
      // Each drawn before the next is given: React Aria reads a date segment's text as last drawn,
      // and its own listeners' updates would otherwise wait for React's next turn.
      flushSync(() => (item.kind === 'text' ? typeInto(target, item.inputType, item.data) : replayKey(target, item.init)));
    }
  }
}

/** A key given again: to the section's handlers first, then as the browser would have acted on it. */
function replayKey(target: HTMLElement, init: KeyboardEventInit) {
  const handled = !target.dispatchEvent(new KeyboardEvent('keydown', init));
  target.dispatchEvent(new KeyboardEvent('keyup', init));
  if (handled) return;
  const key = init.key!;
  if (key === 'Enter') {
    if (isField(target)) target.form?.requestSubmit();
    else if (!target.isContentEditable) target.click();
    return;
  }
  // Space presses a button, never a link (on a link it only scrolls the page).
  if (key === ' ' && target.matches(PRESSED_BY_SPACE)) {
    target.click();
    return;
  }
  if (key === 'Backspace') typeInto(target, 'deleteContentBackward', null);
  else if (key === 'Delete') typeInto(target, 'deleteContentForward', null);
  else if ([...key].length === 1) typeInto(target, 'insertText', key);
}

/**
 * Text put in as the browser would: a date segment (contenteditable, React Aria reads its
 * `beforeinput`) is told; a field has its value edited at the caret and is told by an `input` event,
 * which React reads as a change.
 */
function typeInto(target: HTMLElement, inputType: string, data: string | null) {
  if (target.isContentEditable) {
    target.dispatchEvent(new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true }));
    return;
  }
  if (!isField(target) || target.readOnly || target.disabled) return;
  const value = target.value;
  const start = target.selectionStart ?? value.length;
  const end = target.selectionEnd ?? value.length;
  let next: string;
  let caret: number;
  if (inputType === 'insertText' && data != null) {
    next = value.slice(0, start) + data + value.slice(end);
    caret = start + data.length;
  } else if (inputType === 'deleteContentBackward') {
    const from = start === end ? Math.max(0, start - 1) : start;
    next = value.slice(0, from) + value.slice(end);
    caret = from;
  } else if (inputType === 'deleteContentForward') {
    const to = start === end ? Math.min(value.length, end + 1) : end;
    next = value.slice(0, start) + value.slice(to);
    caret = start;
  } else return;
  // The prototype's setter, so that React sees the change as the visitor's (its tracker compares).
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')!.set!;
  setter.call(target, next);
  try {
    target.setSelectionRange(caret, caret);
  } catch {
    // A field kind without a caret (number, e-mail): its value is set all the same.
  }
  target.dispatchEvent(new InputEvent('input', { inputType, data, bubbles: true }));
}
