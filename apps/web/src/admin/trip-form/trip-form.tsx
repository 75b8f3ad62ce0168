import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import { selectDraft, selectFieldErrors, selectIsBusy, selectMessage } from '@rihla/machines/trip-editor/trip-editor.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { panel } from '../layout/admin-page.tsx';
import { TripFields } from './trip-fields.tsx';
import { useTripOptions } from './trip-queries.ts';
import type { TripEditorActor } from './use-trip-editor.ts';

/** The editor's banner: the last answer's message, or the form's rule's; read out when it changes. */
export function TripEditorMessage({ actor }: { actor: TripEditorActor }) {
  const message = useSelector(actor, selectMessage);
  return <div aria-live="polite">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>;
}

/**
 * A trip's form on the trip-editor machine (the create and the edit screens): every field, and the
 * button that saves it (none when read only). A mistake is shown at its field and nothing typed is lost.
 */
export function TripForm({
  actor,
  label,
  submitLabel,
  isReadOnly = false,
  children,
}: {
  actor: TripEditorActor;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  isReadOnly?: boolean;
  /** Between the fields and the button: a note. */
  children?: ReactNode;
}) {
  const draft = useSelector(actor, selectDraft);
  const errors = useSelector(actor, selectFieldErrors);
  const busy = useSelector(actor, selectIsBusy);
  const options = useTripOptions();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'trip.save' });
      }}
      noValidate
      aria-label={label}
      className={panel}
    >
      {isReadOnly && (
        <p role="note" className={css({ color: 'fg.muted' })}>
          تعرض هذه الصفحة الرحلة للقراءة فقط؛ يعدّلها المديرون.
        </p>
      )}
      <TripFields
        draft={draft}
        errors={errors}
        onEdit={(edit) => actor.send(edit)}
        cities={options.cities}
        tags={options.tags}
        isReadOnly={isReadOnly}
      />
      {children}
      {!isReadOnly && (
        <Button type="submit" isPending={busy} className={css({ alignSelf: 'start' })}>
          {submitLabel}
        </Button>
      )}
    </form>
  );
}
