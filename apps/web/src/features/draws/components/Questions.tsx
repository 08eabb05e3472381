import type { DrawQuestion } from '@detalle/contract';
import { Alert, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { useAnswerQuestion, useAskRecipient, useQuestions } from '../api/questions';

function AnswerForm({ drawId, question }: { drawId: string; question: DrawQuestion }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const answer = useAnswerQuestion(drawId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    answer.mutate(
      { target: question.id, text },
      { onSuccess: () => showToast({ message: t('draws.questions.answered'), tone: 'success' }) },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap={6}>
        <Textarea
          label={t('draws.questions.answerLabel')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={1}
          error={answer.error ? errorText(answer.error) : undefined}
        />
        <Button
          type="submit"
          variant="light"
          size="xs"
          loading={answer.isPending}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('draws.questions.answer')}
        </Button>
      </Stack>
    </form>
  );
}

/** A question to the person I give to, sent without my name. */
function AskForm({ drawId }: { drawId: string }) {
  const { t } = useTranslation();
  const ask = useAskRecipient(drawId);
  const [text, setText] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate(
      { target: drawId, text },
      {
        onSuccess: () => {
          setText('');
          showToast({ message: t('draws.questions.asked'), tone: 'success' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap={6}>
        <Textarea
          label={t('draws.questions.askLabel')}
          description={t('draws.questions.askHint')}
          placeholder={t('draws.questions.askPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
          error={ask.error ? errorText(ask.error) : undefined}
        />
        <Button type="submit" loading={ask.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('draws.questions.ask')}
        </Button>
      </Stack>
    </form>
  );
}

/** The questions I asked (with their answers) and those I received (answered, or a form to answer). */
function QuestionLists({
  drawId,
  asked,
  received,
}: {
  drawId: string;
  asked: DrawQuestion[];
  received: DrawQuestion[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {asked.length ? (
        <Stack gap={6}>
          <Text fw={600}>{t('draws.questions.yours')}</Text>
          {asked.map((x) => (
            <Alert key={x.id} color="gray" variant="light" title={x.text}>
              {x.answer
                ? t('draws.questions.answerPrefix', { text: x.answer })
                : t('draws.questions.noAnswer')}
            </Alert>
          ))}
        </Stack>
      ) : null}
      {received.length ? (
        <Stack gap={6}>
          <Text fw={600}>{t('draws.questions.received')}</Text>
          {received.map((x) => (
            <Card key={x.id} withBorder radius="md" padding="sm">
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {x.text}
                </Text>
                {x.answer ? (
                  <Text size="sm">{t('draws.questions.answerPrefix', { text: x.answer })}</Text>
                ) : (
                  <AnswerForm drawId={drawId} question={x} />
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : null}
      {!asked.length && !received.length ? <Text size="sm">{t('draws.questions.none')}</Text> : null}
    </Stack>
  );
}

/** Anonymous questions: mine to the person I give to, and my anonymous giver's to me. */
export function Questions({ drawId }: { drawId: string }) {
  const { t } = useTranslation();
  const questions = useQuestions(drawId, true);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('draws.questions.title')}
        </Title>
        <AskForm drawId={drawId} />
        <QueryView
          query={questions}
          loadingLabel={t('draws.questions.title')}
          errorTitle={t('draws.loadOneError')}
        >
          {(q) => <QuestionLists drawId={drawId} asked={q.asked} received={q.received} />}
        </QueryView>
      </Stack>
    </Card>
  );
}
