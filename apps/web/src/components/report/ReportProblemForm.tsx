import { REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN, saveReportBody } from '@detalle/contract';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { errorText, isApiError } from '@/lib/api';
import { useSaveReport } from './save-report';

/**
 * The title is the name of what the person was looking at, maybe stored before names had to be one line: its line
 * breaks and control characters become spaces, so the report is never refused for a text the person did not type.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: flattening control characters is the point.
const oneLine = (text: string) => text.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ').trim();

export type ReportContext = { page?: string; title?: string };

type ReportProblemFormProps = {
  /** Where the person was; the page path is taken from the address when left out. */
  context?: ReportContext;
  /** "Cancelar": the person changed their mind. */
  onCancel: () => void;
};

/** What the report sends: the text and where the person was (the page from the address when not given). */
function reportBody(message: string, context?: ReportContext) {
  return {
    message,
    context: {
      page: context?.page ?? window.location.pathname,
      ...(context?.title ? { title: oneLine(context.title).slice(0, 200) } : {}),
    },
  };
}

/** The server's thank-you, which replaces the form; the focus moves onto it. */
function ReportSent({ message }: { message: string | undefined }) {
  const { t } = useTranslation();
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    doneRef.current?.focus();
  }, []);
  return (
    <Alert
      ref={doneRef}
      tabIndex={-1}
      color="teal"
      variant="light"
      role="status"
      title={t('report.sentTitle')}
      icon={<IconCircleCheck aria-hidden />}
    >
      {message}
    </Alert>
  );
}

/**
 * "Reportar un problema": a short description that reaches our team. The
 * server's thank-you replaces the form, so the person knows it arrived.
 */
export function ReportProblemForm({ context, onCancel }: ReportProblemFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useSaveReport();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  // The button that opened the form is gone: keyboard and screen-reader users continue in the field,
  // and after sending, on the confirmation that replaced the form (ReportSent).
  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  if (save.isSuccess) return <ReportSent message={save.data} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule gives the same Spanish sentence the server would.
    const checked = saveReportBody.safeParse(reportBody(message, context));
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? t('errors.unexpected'));
      return;
    }
    setFieldError(null);
    save.mutate(checked.data);
  };

  const serverError = save.error;
  const error =
    fieldError ?? (isApiError(serverError) ? (serverError.fieldMessage('message') ?? null) : null);
  const generalError = serverError && !error ? errorText(serverError) : null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Text id={titleId} fw={700}>
          {t('report.title')}
        </Text>
        <Textarea
          label={t('report.label')}
          description={t('report.hint', { min: REPORT_MESSAGE_MIN })}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={error}
          rows={4}
          maxLength={REPORT_MESSAGE_MAX}
          ref={fieldRef}
        />
        {generalError ? (
          <Text size="sm" c="red" role="alert">
            {generalError}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button radius="md" variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button radius="md" type="submit" loading={save.isPending}>
            {t('report.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
