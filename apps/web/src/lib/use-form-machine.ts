import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { FieldErrors } from '@rihla/contract';
import { createFormMachine, selectIsSubmitting, selectVisibleErrors, type FormInput } from '@rihla/machines/form/form.machine';
import { inspector } from './inspector.ts';

type FormMachine<V extends object, P, R> = ReturnType<typeof createFormMachine<V, P, R>>;

export interface UseFormMachineOptions<V, P, R> {
  /** The form's own rule (the machine file exports it), for the messages of touched fields. */
  validate: (values: V) => FieldErrors<string>;
  submit: (payload: P) => Promise<R>;
  onSucceeded?: (result: R, values: V) => void;
  input?: FormInput<V>;
}

/**
 * Runs one of the form machines (login, register, reset request, profile) against the API: the
 * button's enabled state is `canSubmit`, the banner is `error` or `success`, and a field's message
 * shows once it was left (`blur`).
 */
export function useFormMachine<V extends object, P, R>(machine: FormMachine<V, P, R>, options: UseFormMachineOptions<V, P, R>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const logic = useMemo(
    () =>
      machine.provide({
        actors: { submit: fromPromise<R, { payload: P }>(({ input }) => latest.current.submit(input.payload)) },
        actions: {
          succeeded: (_, params: { result: R; values: V }) => latest.current.onSucceeded?.(params.result, params.values),
        },
      }),
    [machine],
  );
  const actor = useActorRef(logic, { input: options.input, inspect: inspector() });
  const { validate } = options;
  return {
    actor,
    values: useSelector(actor, (s) => s.context.values),
    errors: useSelector(actor, (s) => selectVisibleErrors(s, validate)),
    error: useSelector(actor, (s) => s.context.error),
    success: useSelector(actor, (s) => s.context.success),
    /** What the last successful call answered (an invitation's link, say), or null. */
    result: useSelector(actor, (s) => s.context.result as R | null),
    isSubmitting: useSelector(actor, selectIsSubmitting),
    canSubmit: useSelector(actor, (s) => s.can({ type: 'form.submit' })),
    change: (values: Partial<V>) => actor.send({ type: 'form.change', values }),
    blur: (field: keyof V & string) => actor.send({ type: 'form.blur', field }),
    submit: () => actor.send({ type: 'form.submit' }),
    dismiss: () => actor.send({ type: 'form.dismiss' }),
  };
}
