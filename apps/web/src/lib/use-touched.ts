import { useState } from 'react';

/** Which fields the visitor has left: a rule's message shows only then, not while they type the first time. */
export function useTouched<K extends string>() {
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  return {
    touch: (key: K) => setTouched((t) => (t[key] ? t : { ...t, [key]: true })),
    touchAll: (keys: readonly K[]) => setTouched(Object.fromEntries(keys.map((k) => [k, true])) as Partial<Record<K, boolean>>),
    /** The message for `key` once touched. */
    shown: <E extends Partial<Record<K, string>>>(errors: E, key: K) => (touched[key] ? errors[key] : undefined),
  };
}
