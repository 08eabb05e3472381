import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { errorText, isApiError, type LazySchema } from '@/lib/api';
import { clientErrorMessages } from '@/lib/api-error';
import { clearDraft, readDraft, saveDraft } from '@/lib/form-draft';
import { loadCode } from '@/lib/load-code';

type FieldValue = string | boolean;
type Values = Record<string, FieldValue>;

export type ZodFormOptions<V extends Values, S extends z.ZodType> = {
  initialValues: V;
  /**
   * The contract's schema for the request body: the form shows the API's own messages before sending. A lazy one
   * (a form on a page a guest opens first) starts loading when the person first types, and is awaited on sending.
   */
  schema: S | LazySchema<S>;
  /** Turns what is typed into the request body (e.g. leaves out an empty optional mobile). */
  toBody?: (values: V) => Partial<z.input<S>>;
  /** Keeps what was typed across a visit to another page (the `flag` picker); `omit` never leaves memory. */
  draft?: { id: string; omit: (keyof V & string)[] };
  /** Request fields shown by an input under another name (the country button shows `codephone`). */
  shownAs?: string[];
  /** Errors about one request field shown on another input, e.g. `{ email: 'mobile' }` while only the mobile shows. */
  aliases?: Record<string, string>;
};

type Changeable = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement> | FieldValue | null;

function readInput(input: Changeable): FieldValue {
  if (input === null) return '';
  if (typeof input === 'object') {
    const target = input.currentTarget;
    return target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
  }
  return input;
}

/** After a frame (the errors drawn), focus the first input named in `keys`, in their order. */
function focusFirstNamed(form: HTMLFormElement | null, keys: string[]) {
  requestAnimationFrame(() => {
    for (const key of keys) {
      const element = form?.querySelector<HTMLElement>(`[name="${key}"]`);
      if (element) {
        element.focus();
        return;
      }
    }
  });
}

/** The schema's complaints by input: the first message for each field, on the input that shows it. */
function issuesByField(issues: z.core.$ZodIssue[], aliases: Record<string, string>) {
  const next: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    next[aliases[path] ?? path] ??= issue.message;
  }
  return next;
}

/** The form's schema: in hand at once, or once `load` (started on the first change) has brought it. */
function useSchema<S extends z.ZodType>(source: S | LazySchema<S>) {
  const loaded = useRef<S | null>(typeof source === 'function' ? null : source);
  const loading = useRef<Promise<S> | null>(null);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const load = useCallback((): Promise<S> => {
    if (loaded.current) return Promise.resolve(loaded.current);
    const current = sourceRef.current;
    if (typeof current !== 'function') return Promise.resolve(current);
    loading.current ??= loadCode(current).then(
      (schema) => {
        loaded.current = schema;
        return schema;
      },
      (error: unknown) => {
        // Asked again on the next change or send.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, []);
  return { load, current: () => loaded.current };
}

/**
 * Form state checked with a contract schema. Errors are keyed by the request's
 * field path (`email`, `mobile`), which is also what the API puts in
 * `error.fields`, so a refusal from the server lands on the same input as a
 * check made here. Inputs carry `name` = that path, so the first invalid one
 * gets the focus.
 */
export function useZodForm<V extends Values, S extends z.ZodType>({
  initialValues,
  schema,
  toBody = (values) => values as unknown as Partial<z.input<S>>,
  draft,
  shownAs = [],
  aliases = {},
}: ZodFormOptions<V, S>) {
  const [values, setValues] = useState<V>(() =>
    draft ? { ...initialValues, ...readDraft(draft.id, initialValues) } : initialValues,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A refusal that belongs to no input (wrong password, too many attempts...). */
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const waiting = useRef(false);
  const checker = useSchema(schema);

  // The draft has been read into the state; a later visit starts clean.
  const draftId = draft?.id;
  useEffect(() => {
    if (draftId) clearDraft(draftId);
  }, [draftId]);

  const { load: loadSchema } = checker;
  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      void loadSchema().catch(() => {});
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _gone, ...rest } = current;
        return rest;
      });
    },
    [loadSchema],
  );

  const isShown = (key: string) => key in values || shownAs.includes(key);

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    focusFirstNamed(
      formRef.current,
      [...Object.keys(values), ...shownAs].filter((key) => key in next),
    );
  };

  /**
   * The parsed body, or null after marking what is wrong. Needs the schema in hand: with a lazy one, send through
   * `onSubmit`, which waits for it.
   */
  const validate = (): z.output<S> | null => {
    const loaded = checker.current();
    if (!loaded) throw new Error('useZodForm: validate() antes de cargar su esquema; usa onSubmit.');
    setFormError(null);
    const result = loaded.safeParse(toBody(values));
    if (result.success) {
      // Unchanged when there were none: the form is not drawn again on the tap that sends it.
      setErrors((current) => (Object.keys(current).length === 0 ? current : {}));
      return result.data;
    }
    const next = issuesByField(result.error.issues, aliases);
    showErrors(next);
    // A problem with something the person cannot edit here (a link's token) still gets said.
    const unplaced = Object.keys(next).find((key) => !isShown(key));
    if (unplaced) setFormError(next[unplaced] ?? null);
    return null;
  };

  /**
   * Shows a failed request: each field the API named goes on its input, and the
   * Spanish message goes above the form when no input could carry it.
   */
  const showApiError = (error: unknown) => {
    if (!isApiError(error)) {
      setFormError(errorText(error));
      return;
    }
    const next: Record<string, string> = {};
    for (const field of error.fields) {
      const key = aliases[field.path] ?? field.path;
      if (isShown(key)) next[key] ??= field.message;
    }
    const placed = Object.keys(next).length;
    showErrors(next);
    setFormError(placed > 0 && placed === error.fields.length ? null : error.message);
  };

  const inputProps = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (input: Changeable) => setValue(name, readInput(input) as V[K]),
  });

  /** Writes what is typed, minus `omit`, so it survives leaving the page. */
  const keepDraft = () => {
    if (!draft) return;
    const kept: Values = {};
    for (const [key, value] of Object.entries(values)) if (!draft.omit.includes(key)) kept[key] = value;
    saveDraft(draft.id, kept);
  };

  const onSubmit = (send: (body: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (checker.current()) {
      const body = validate();
      if (body !== null) send(body);
      return;
    }
    // The schema is still on its way (sent before typing, e.g. a filled-in draft): checked once it is in; a
    // second tap meanwhile sends nothing more.
    if (waiting.current) return;
    waiting.current = true;
    loadSchema().then(
      () => {
        waiting.current = false;
        const body = validate();
        if (body !== null) send(body);
      },
      () => {
        waiting.current = false;
        setFormError(clientErrorMessages.NETWORK_ERROR);
      },
    );
  };

  const reset = (next: V = initialValues) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return {
    values,
    errors,
    formError,
    formRef,
    setValue,
    setErrors,
    setFormError,
    inputProps,
    validate,
    showApiError,
    keepDraft,
    onSubmit,
    reset,
  };
}

export type ZodForm<V extends Values, S extends z.ZodType> = ReturnType<typeof useZodForm<V, S>>;
