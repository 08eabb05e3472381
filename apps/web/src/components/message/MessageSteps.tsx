import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/i18n';
import classes from './MessageContent.module.css';
import type { MessageStep } from './message-data';

/** Numbered steps, each with a title, an optional sentence and a picture or a video. */
export function MessageSteps({ steps, headingLevel }: { steps: MessageStep[]; headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <ol className={classes.steps} aria-label={t('modal.stepsLabel', { count: steps.length })}>
      {steps.map((step, index) => {
        const number = step.step ?? index + 1;
        return (
          <li key={`${number}-${step.title}`} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden>
              {number}
            </span>
            <div className={classes.stepBody}>
              <Text component={Heading} fw={700} size="md" mt={4}>
                <VisuallyHidden>{t('modal.stepNumber', { number })} </VisuallyHidden>
                {step.title}
              </Text>
              {step.description ? (
                <Text size="sm" c="dimmed" mt={2}>
                  {step.description}
                </Text>
              ) : null}
            </div>
            {step.video ? (
              // biome-ignore lint/a11y/useMediaCaption: our step videos are silent demonstrations; the title says what happens.
              <video className={classes.stepMedia} src={step.video} controls playsInline preload="metadata" />
            ) : step.img ? (
              <img className={classes.stepMedia} src={step.img} alt={step.imgAlt ?? ''} loading="lazy" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
