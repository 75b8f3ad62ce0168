import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { isValid, type FieldErrors } from '@rihla/contract';
import { toApiError, type ApiError } from '../shared/api-error.ts';

/**
 * A form that is sent to the server: login, register, password-reset request, profile. Each of those
 * files calls this factory with its values, rule, payload and messages from the contract, so every
 * form behaves alike: the submit button is enabled exactly when `snapshot.can({type: 'form.submit'})`.
 *
 * Events
 * - `form.change {values}`  partial update (normalised by the form's `normalize`, e.g. phone digits).
 * - `form.blur {field}`     marks a field touched, so its message shows only after the visitor left it.
 * - `form.submit`           ignored while invalid, unchanged (when the form requires a change) or sending.
 * - `form.reset {values?}`  back to the initial values (or new ones: profile after the user reloaded).
 * - `form.dismiss`          hides the success or error banner.
 *
 * Actors
 * - `submit({payload})` -> result   the call; rejects with `{status, message, errors}`. Default throws.
 *
 * Actions
 * - `succeeded({result, values})`  default does nothing: the app stores the session, navigates, etc.
 */

export interface FormContext<V, R> {
  initial: V;
  values: V;
  touched: Partial<Record<keyof V & string, boolean>>;
  error: string | null;
  success: string | null;
  result: R | null;
}

export type FormEvent<V> =
  | { type: 'form.change'; values: Partial<V> }
  | { type: 'form.blur'; field: keyof V & string }
  | { type: 'form.submit' }
  | { type: 'form.reset'; values?: Partial<V> }
  | { type: 'form.dismiss' };

export interface FormInput<V> {
  values?: Partial<V>;
}

export interface FormDefinition<V, P> {
  id: string;
  defaults: () => V;
  validate: (values: V) => FieldErrors<string>;
  toPayload: (values: V, initial: V) => P;
  errorMessage: (error: ApiError) => string;
  successMessage?: string;
  normalize?: (values: V) => V;
  /** Profile: whether there is anything to send; the button stays disabled until there is. */
  hasChanges?: (values: V, initial: V) => boolean;
}

export function createFormMachine<V extends object, P, R>(def: FormDefinition<V, P>) {
  const normalize = def.normalize ?? ((v: V) => v);
  return setup({
    types: {
      context: {} as FormContext<V, R>,
      events: {} as FormEvent<V>,
      input: {} as FormInput<V> | undefined,
    },
    actors: {
      submit: fromPromise<R, { payload: P }>(async () => {
        throw new Error(`${def.id}: submit not provided`);
      }),
    },
    actions: {
      succeeded: (_, _params: { result: R; values: V }) => {},
      change: assign(({ context, event }) => {
        assertEvent(event, 'form.change');
        return { values: normalize({ ...context.values, ...event.values }), success: null };
      }),
      blur: assign(({ context, event }) => {
        assertEvent(event, 'form.blur');
        return { touched: { ...context.touched, [event.field]: true } };
      }),
      reset: assign(({ context, event }) => {
        assertEvent(event, 'form.reset');
        const initial = event.values ? normalize({ ...def.defaults(), ...event.values }) : context.initial;
        return { initial, values: initial, touched: {}, error: null, success: null };
      }),
      dismiss: assign({ error: null, success: null }),
      startSending: assign(({ context }) => {
        const touched: Partial<Record<keyof V & string, boolean>> = {};
        for (const key of Object.keys(context.values)) touched[key as keyof V & string] = true;
        return { error: null, success: null, touched };
      }),
      takeResult: assign(({ context }, params: { result: R }) => ({
        result: params.result,
        success: def.successMessage ?? null,
        // The sent values are the new baseline: a profile saved twice sends nothing the second time.
        initial: context.values,
      })),
      showError: assign((_, params: { error: unknown }) => ({ error: def.errorMessage(toApiError(params.error)) })),
    },
    guards: {
      canSubmit: ({ context }) =>
        isValid(def.validate(context.values)) && (def.hasChanges?.(context.values, context.initial) ?? true),
    },
  }).createMachine({
    id: def.id,
    context: ({ input }) => {
      const initial = normalize({ ...def.defaults(), ...(input?.values ?? {}) });
      return { initial, values: initial, touched: {}, error: null, success: null, result: null };
    },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.change': { actions: 'change' },
          'form.blur': { actions: 'blur' },
          'form.reset': { actions: 'reset' },
          'form.dismiss': { actions: 'dismiss' },
          'form.submit': { guard: 'canSubmit', target: 'submitting', actions: 'startSending' },
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ payload: def.toPayload(context.values, context.initial) }),
          onDone: {
            target: 'editing',
            actions: [
              { type: 'takeResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'succeeded', params: ({ event, context }) => ({ result: event.output, values: context.values }) },
            ],
          },
          onError: { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
    },
  });
}

interface FormSnapshot<V> {
  context: FormContext<V, unknown>;
  hasTag(tag: string): boolean;
}

export const selectIsSubmitting = <V>(s: FormSnapshot<V>) => s.hasTag('busy');
/** Messages of touched fields only; pass the form's own validate function. */
export function selectVisibleErrors<V>(s: FormSnapshot<V>, validate: (values: V) => FieldErrors<string>): FieldErrors<string> {
  const all = validate(s.context.values);
  const out: FieldErrors<string> = {};
  for (const [field, message] of Object.entries(all)) {
    if (s.context.touched[field as keyof V & string]) out[field] = message;
  }
  return out;
}
