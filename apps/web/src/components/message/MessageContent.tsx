import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportProblemForm } from '@/components/report/ReportProblemForm';
import classes from './MessageContent.module.css';
import { MessageImage } from './MessageImage';
import { MessageSteps } from './MessageSteps';
import type { MessageData } from './message-data';
import { SafeHtml } from './SafeHtml';
import { ThankYou } from './ThankYou';

export type MessageContentProps = {
  data: MessageData;
  /** Called after `buttonFunction` has run: the modal closes, the page goes back. */
  onAction?: () => void;
  /** Level of the headings inside (block titles, step titles): one below the title around them. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The body of a message (seed §2 "Message modal"), shared by the modal and the
 * `message` page. Each part shows only when its field is set, in a fixed,
 * readable order: who thanks you, the picture, the words, then what to do.
 */
export function MessageContent({ data, onAction, headingLevel = 'h3' }: MessageContentProps) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const [running, setRunning] = useState(false);
  const reportLink = useRef<HTMLButtonElement>(null);
  const wasReporting = useRef(false);

  // "Cancelar" removes the form: focus goes back to the link that opened it, not to the page's start.
  useEffect(() => {
    if (wasReporting.current && !reporting) reportLink.current?.focus();
    wasReporting.current = reporting;
  }, [reporting]);
  const Heading = headingLevel;

  const runAction = async () => {
    setRunning(true);
    try {
      await data.buttonFunction?.();
    } finally {
      setRunning(false);
      onAction?.();
    }
  };

  const parts: ReactNode[] = [];
  if (data.agradecimiento) parts.push(<ThankYou key="thanks" agradecimiento={data.agradecimiento} />);
  if (data.img) {
    parts.push(<img key="img" className={classes.media} src={data.img} alt={data.imgAlt ?? ''} />);
  }
  if (data.description) {
    parts.push(
      <Text key="description" ff="heading" fz="h3" lh="h3" fw={700}>
        {data.description}
      </Text>,
    );
  }
  if (data.text) {
    parts.push(
      <Text key="text" className={classes.text}>
        {data.text}
      </Text>,
    );
  }
  if (data.html) parts.push(<SafeHtml key="html" html={data.html} />);
  if (data.imgURL) {
    const name = data.downloadName ?? data.title ?? t('app.name');
    parts.push(
      <MessageImage
        key="imgURL"
        src={data.imgURL}
        alt={data.imgAlt ?? t('modal.imageAlt')}
        shareUrl={data.urlShared ?? (/^https?:\/\//i.test(data.imgURL) ? data.imgURL : undefined)}
        name={name}
        printable={data.printable}
      />,
    );
  }
  if (data.video) {
    parts.push(
      // biome-ignore lint/a11y/useMediaCaption: captions travel inside the video file when it has them.
      <video
        key="video"
        className={classes.video}
        src={data.video}
        controls
        playsInline
        preload="metadata"
      />,
    );
  }
  if (data.message?.length) {
    parts.push(
      <dl key="blocks" className={classes.blocks}>
        {data.message.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and never reorder.
          <div key={index} className={classes.block}>
            <dt>
              <Heading>{block.title}</Heading>
            </dt>
            <dd>{block.datail}</dd>
          </div>
        ))}
      </dl>,
    );
  }
  if (data.steps?.length) {
    parts.push(<MessageSteps key="steps" steps={data.steps} headingLevel={headingLevel} />);
  }
  if (data.buttonText) {
    parts.push(
      <Button radius="md" key="action" size="md" fullWidth onClick={runAction} loading={running}>
        {data.buttonText}
      </Button>,
    );
  }
  if (data.report) {
    parts.push(
      reporting ? (
        <ReportProblemForm
          key="report"
          context={{ title: data.title }}
          onCancel={() => setReporting(false)}
        />
      ) : (
        <Anchor
          key="report"
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
      ),
    );
  }

  return <Stack gap="lg">{parts}</Stack>;
}
