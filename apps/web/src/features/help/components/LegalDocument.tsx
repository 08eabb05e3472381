import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { fileNameFrom } from '@/components/share/download';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import classes from './LegalDocument.module.css';
import { WithEmailLinks } from './WithEmailLinks';

export type LegalSection = { title: string; paragraphs: string[]; list?: string[]; after?: string[] };

type LegalDocumentProps = {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
};

/**
 * A long text meant to be read on a phone: short sections with their own
 * headings, an index that jumps to them, and a measure that stays readable.
 */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const ids = sections.map((section) => `seccion-${fileNameFrom(section.title)}`);

  return (
    <article className={classes.document}>
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          {updated}
        </Text>
      </Stack>
      <Text size="lg" mt="md">
        <WithEmailLinks text={intro} />
      </Text>

      <nav aria-label={t('legal.indexLabel')} className={classes.index}>
        <Text fw={700} mb="xs">
          {t('legal.index')}
        </Text>
        <ol>
          {sections.map((section, i) => (
            <li key={ids[i]}>
              <Anchor href={`#${ids[i]}`} size="sm">
                {section.title}
              </Anchor>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, i) => (
        <section key={ids[i]} aria-labelledby={ids[i]} className={classes.section}>
          <Title order={2} id={ids[i]} className={classes.heading}>
            {section.title}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} mt="sm">
              <WithEmailLinks text={paragraph} />
            </Text>
          ))}
          {section.list ? (
            <List mt="sm" spacing="xs" className={classes.list}>
              {section.list.map((item) => (
                <List.Item key={item}>
                  <WithEmailLinks text={item} />
                </List.Item>
              ))}
            </List>
          ) : null}
          {section.after?.map((paragraph) => (
            <Text key={paragraph} mt="sm">
              <WithEmailLinks text={paragraph} />
            </Text>
          ))}
        </section>
      ))}

      <Text size="sm" c="dimmed" mt="xl">
        {t('legal.seeAlso')}{' '}
        {(['faq', 'termandcondition', 'privacypolicies'] as const).map((key, i, all) => (
          <Fragment key={key}>
            <Anchor component={Link} to={paths[key].path} size="sm">
              {t(`legal.links.${key}`)}
            </Anchor>
            {i < all.length - 1 ? ' · ' : null}
          </Fragment>
        ))}
      </Text>
    </article>
  );
}
