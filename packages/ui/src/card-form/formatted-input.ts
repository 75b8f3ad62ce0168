import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { toAsciiDigits } from '@rihla/contract';

// A digits field that groups what is typed (the card number, the expiry): the text is reformatted on
// every keystroke, so the caret is put back after the same digit it followed, and deleting a
// separator deletes the digit beside it (else Backspace would stop at every space or slash).

const digitsOf = (text: string) => toAsciiDigits(text).replace(/\D/g, '');

/** Keystrokes allowed: digits (Latin, Arabic-Indic, Persian), spaces and slashes; pastes are cleaned. */
const KEYSTROKE = /^[\d\u0660-\u0669\u06F0-\u06F9 /-]*$/;

/** The index just after the `count`-th digit of `text` (0 before the first). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]!) && ++seen === count) return i + 1;
  }
  return text.length;
}

export function useFormattedInput(text: string, onText: (text: string) => void, format: (raw: string) => string) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const inputType = useRef('');

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const onBeforeInput = (e: FormEvent<HTMLInputElement>) => {
    const native = e.nativeEvent as InputEvent;
    inputType.current = native.inputType ?? '';
    if (native.inputType === 'insertText' && native.data && !KEYSTROKE.test(native.data)) e.preventDefault();
  };

  const onChange = (typed: string) => {
    let raw = typed;
    const at = ref.current?.selectionStart ?? raw.length;
    let before = digitsOf(raw.slice(0, at)).length;
    // Only a separator went: take the digit before it (Backspace) or after it (Delete) with it.
    if (raw.length < text.length && digitsOf(raw) === digitsOf(text)) {
      const digits = digitsOf(raw);
      const index = inputType.current === 'deleteContentForward' ? before : before - 1;
      if (index >= 0 && index < digits.length) {
        raw = digits.slice(0, index) + digits.slice(index + 1);
        before = index;
      }
    }
    const next = format(raw);
    const kept = digitsOf(next);
    const sent = digitsOf(raw);
    // Digits cut off at the end keep the caret where it was; a month padded to "04" sends it to the end.
    caret.current =
      kept.startsWith(sent) || sent.startsWith(kept) ? caretAfterDigits(next, Math.min(before, kept.length)) : next.length;
    onText(next);
  };

  return { ref, onChange, onBeforeInput };
}
