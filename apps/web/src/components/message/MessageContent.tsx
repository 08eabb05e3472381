import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import classes from './MessageContent.module.css';
import { MessageImage } from './MessageImage';
import { MessageAction, MessageBlocks, MessageReport } from './MessageParts';
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
    parts.push(<MessageBlocks key="blocks" blocks={data.message} headingLevel={headingLevel} />);
  }
  if (data.steps?.length) {
    parts.push(<MessageSteps key="steps" steps={data.steps} headingLevel={headingLevel} />);
  }
  if (data.buttonText) {
    parts.push(
      <MessageAction
        key="action"
        text={data.buttonText}
        buttonFunction={data.buttonFunction}
        onAction={onAction}
      />,
    );
  }
  if (data.report) parts.push(<MessageReport key="report" title={data.title} />);

  return <Stack gap="lg">{parts}</Stack>;
}
