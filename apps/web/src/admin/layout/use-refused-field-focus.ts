import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { selectServerErrors } from '@rihla/machines/form/form.machine';

/**
 * A back-office form the server refused field by field (issue 31, item 12): the messages are next to
 * their fields (the form machine's `serverErrors`), and focus goes to the first refused field, whose
 * description then reads the message. Put the returned ref on the <form>.
 */
export function useRefusedFieldFocus(actor: AnyActorRef) {
  const form = useRef<HTMLFormElement>(null);
  const refused = useSelector(actor, selectServerErrors);
  useEffect(() => {
    if (Object.keys(refused).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  return form;
}
