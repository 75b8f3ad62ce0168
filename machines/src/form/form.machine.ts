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
 * A form that says `serverField` (the back office's, issue 31 item 12): a refusal whose `errors` name
 * its fields (a 409's `errors.email`, a 422's `errors.password`) puts each message next to its field
 * (`serverErrors`, shown by selectVisibleErrors until that field changes); the banner is left for a
 * refusal that names no field of the form. The others show the banner only, as they always have.
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
  /** The last refusal's messages by field, until the field changes or the form is sent again. */
  serverErrors: FieldErrors<string>;
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
  /**
   * Which of the form's fields a key of the server's `errors` is about, or null for none
   * (`defaultServerField`: the key, or its name before an index, when the values have it). Without
   * it a refusal shows in the banner only.
   */
  serverField?: (key: string, values: V) => string | null;
}

/** The field a refusal's key names: the key, or its name before an index, when the values have it. */
export function defaultServerField(key: string, values: object): string | null {
  const name = key.replace(/[.[].*$/, '');
  return Object.prototype.hasOwnProperty.call(values, name) ? name : null;
}

/** The refusal's messages placed by field, and whether every one of them found its field. */
export function placeServerErrors<V extends object>(
  errors: Record<string, string[]> | undefined,
  values: V,
  fieldOf: (key: string, values: V) => string | null,
): { byField: FieldErrors<string>; allPlaced: boolean } {
  const byField: FieldErrors<string> = {};
  let allPlaced = true;
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = fieldOf(key, values);
    const message = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m) : undefined;
    if (field === null || !message) allPlaced = false;
    else byField[field] ??= message;
  }
  return { byField, allPlaced: allPlaced && Object.keys(byField).length > 0 };
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
        // A field changed since the refusal: its message goes (the others stay next to theirs).
        const serverErrors = { ...context.serverErrors };
        for (const key of Object.keys(event.values)) delete serverErrors[key];
        return { values: normalize({ ...context.values, ...event.values }), success: null, serverErrors };
      }),
      blur: assign(({ context, event }) => {
        assertEvent(event, 'form.blur');
        return { touched: { ...context.touched, [event.field]: true } };
      }),
      reset: assign(({ context, event }) => {
        assertEvent(event, 'form.reset');
        const initial = event.values ? normalize({ ...def.defaults(), ...event.values }) : context.initial;
        return { initial, values: initial, touched: {}, error: null, serverErrors: {}, success: null };
      }),
      dismiss: assign({ error: null, success: null }),
      startSending: assign(({ context }) => {
        const touched: Partial<Record<keyof V & string, boolean>> = {};
        for (const key of Object.keys(context.values)) touched[key as keyof V & string] = true;
        return { error: null, serverErrors: {}, success: null, touched };
      }),
      takeResult: assign(({ context }, params: { result: R }) => ({
        result: params.result,
        success: def.successMessage ?? null,
        // The sent values are the new baseline: a profile saved twice sends nothing the second time.
        initial: context.values,
      })),
      showError: assign(({ context }, params: { error: unknown }) => {
        const e = toApiError(params.error);
        if (!def.serverField) return { error: def.errorMessage(e) };
        const { byField, allPlaced } = placeServerErrors(e.errors, context.values, def.serverField);
        // Every message beside its field: no banner away from the form; otherwise the banner as well.
        return { serverErrors: byField, error: allPlaced ? null : def.errorMessage(e) };
      }),
    },
    guards: {
      canSubmit: ({ context }) =>
        isValid(def.validate(context.values)) && (def.hasChanges?.(context.values, context.initial) ?? true),
    },
  }).createMachine({
    id: def.id,
    context: ({ input }) => {
      const initial = normalize({ ...def.defaults(), ...(input?.values ?? {}) });
      return { initial, values: initial, touched: {}, error: null, serverErrors: {}, success: null, result: null };
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
/**
 * Messages of touched fields by the form's own rule (pass its validate function), and next to each
 * field the server's refusal of it while the field is unchanged.
 */
export function selectVisibleErrors<V>(s: FormSnapshot<V>, validate: (values: V) => FieldErrors<string>): FieldErrors<string> {
  const all = validate(s.context.values);
  const out: FieldErrors<string> = { ...(s.context.serverErrors ?? {}) };
  for (const [field, message] of Object.entries(all)) {
    if (s.context.touched[field as keyof V & string]) out[field] = message;
  }
  return out;
}

/** The fields the last refusal named, in the order the server gave them (the first is focused). */
export const selectServerErrors = <V>(s: FormSnapshot<V>): FieldErrors<string> => s.context.serverErrors ?? {};
