import { Anchor, Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ReportProblemForm } from '@/components/report/ReportProblemForm';
import { useTranslation } from '@/i18n';
import classes from './MessageContent.module.css';
import type { MessageBlock } from './message-data';

/** The seed's `message` blocks: a title and its text each. */
export function MessageBlocks({
  blocks,
  headingLevel,
}: {
  blocks: MessageBlock[];
  headingLevel: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <dl className={classes.blocks}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and never reorder.
        <div key={index} className={classes.block}>
          <dt>
            <Heading>{block.title}</Heading>
          </dt>
          <dd>{block.datail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The message's button: runs `buttonFunction`, busy meanwhile, then `onAction` whatever happened. */
export function MessageAction({
  text,
  buttonFunction,
  onAction,
}: {
  text: string;
  buttonFunction?: () => unknown;
  onAction?: () => void;
}) {
  const [running, setRunning] = useState(false);
  const runAction = async () => {
    setRunning(true);
    try {
      await buttonFunction?.();
    } finally {
      setRunning(false);
      onAction?.();
    }
  };
  return (
    <Button radius="md" size="md" fullWidth onClick={runAction} loading={running}>
      {text}
    </Button>
  );
}

/** "Reportar un problema": a quiet link that opens the report form in place. */
export function MessageReport({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const reportLink = useRef<HTMLButtonElement>(null);
  const wasReporting = useRef(false);

  // "Cancelar" removes the form: focus goes back to the link that opened it, not to the page's start.
  useEffect(() => {
    if (wasReporting.current && !reporting) reportLink.current?.focus();
    wasReporting.current = reporting;
  }, [reporting]);

  if (reporting) return <ReportProblemForm context={{ title }} onCancel={() => setReporting(false)} />;
  return (
    <Anchor
      ref={reportLink}
      component="button"
      type="button"
      size="sm"
      c="dimmed"
      onClick={() => setReporting(true)}
      style={{ alignSelf: 'center' }}
    >
      <IconFlag size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
      {t('modal.report')}
    </Anchor>
  );
}
