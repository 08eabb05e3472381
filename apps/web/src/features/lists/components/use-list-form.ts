import { listInputSchema } from '@detalle/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useZodForm } from '@/hooks/use-zod-form';
import { clearDraft, readDraft, saveDraft } from '@/lib/form-draft';
import { useSession } from '@/lib/session';
import type { ListDetail } from '../api/get-list';
import { useCreateList, useUpdateList } from '../api/save-list';
import { listDraftId, listFormValues, sameValues, toListBody } from '../lib/list-form';

export type ListFormOptions = {
  /** The list being edited; a new one when left out. */
  list?: ListDetail;
  /** A new list already linked to this event (`crear-lista?evento=`). */
  eventId?: string | null;
  /** The picture chosen on `imagen-predeterminada`, put over whatever the draft held. */
  chosenImage?: string | null;
  /** A new list for this dependent (`crear-lista?para=`). */
  forDependent?: string | null;
  onSaved: (list: ListDetail) => void;
};

/**
 * The list form's state, checked with the contract's own schema. Everything typed is kept in session storage as
 * it changes (only while it differs from what the form started with); a save clears it. A guest's submit keeps
 * the draft and asks them to sign in (`askSignIn`).
 */
export function useListForm({ list, eventId, chosenImage, forDependent, onSaved }: ListFormOptions) {
  const { isLoggedIn, user } = useSession();
  const create = useCreateList();
  const update = useUpdateList();
  const listId = list?.id ?? null;
  const draftId = listDraftId(listId);
  const initial = useMemo(() => listFormValues(list, eventId, forDependent), [list, eventId, forDependent]);
  // Read before useZodForm takes (and clears) the draft; a picture coming back is not worth a notice.
  const [restored, setRestored] = useState(
    () => !chosenImage && Object.keys(readDraft(draftId, initial)).length > 0,
  );
  const [askSignIn, setAskSignIn] = useState(false);
  /** Set once the server has the list: from then on nothing here is a draft any more. */
  const saved = useRef(false);
  const form = useZodForm({
    initialValues: initial,
    schema: listInputSchema,
    toBody: toListBody,
    draft: { id: draftId, omit: [] },
  });
  const saving = create.isPending || update.isPending;
  const { setValue, values } = form;

  // What the address asks for wins over an older draft: the picture just chosen, the event we came from.
  useEffect(() => {
    if (chosenImage) setValue('image', chosenImage);
  }, [chosenImage, setValue]);
  useEffect(() => {
    if (eventId) setValue('eventId', eventId);
  }, [eventId, setValue]);
  useEffect(() => {
    if (forDependent) setValue('forDependent', forDependent);
  }, [forDependent, setValue]);

  // After a save the cache update re-renders with the server's values (a new `initial`): no draft then.
  useEffect(() => {
    if (saved.current) return;
    if (sameValues(values, initial)) clearDraft(draftId);
    else saveDraft(draftId, values);
  }, [values, initial, draftId]);

  const startOver = () => {
    form.reset(initial);
    clearDraft(draftId);
    setRestored(false);
  };

  const submit = form.onSubmit((body) => {
    if (!isLoggedIn) {
      form.keepDraft();
      setAskSignIn(true);
      return;
    }
    const handlers = {
      onSuccess: (result: ListDetail) => {
        saved.current = true;
        clearDraft(draftId);
        onSaved(result);
      },
      onError: (error: unknown) => form.showApiError(error),
    };
    if (list) update.mutate({ id: list.id, changes: body }, handlers);
    else create.mutate(body, handlers);
  });

  return { form, isLoggedIn, user, listId, restored, startOver, askSignIn, saving, submit };
}
