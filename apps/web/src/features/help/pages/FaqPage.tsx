import { Accordion, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconBrandAndroid, IconBrandApple, IconFlag, IconQrcode } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { openInstallGuide } from '@/components/install-guide/install-guide';
import { ReportProblemForm } from '@/components/report/ReportProblemForm';
import { openShareModal } from '@/components/share/open-share-modal';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { WithEmailLinks } from '../components/WithEmailLinks';

type Question = { q: string; a: string[] };
type Section = { title: string; items: Question[] };

function Answer({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Stack gap="xs">
      {paragraphs.map((p) => (
        <Text key={p} size="sm">
          <WithEmailLinks text={p} />
        </Text>
      ))}
    </Stack>
  );
}

/** The app on a phone: the install guide for each platform and the QR of Detalle itself. */
function AppOnYourPhone() {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" radius="md" order={3}>
      <Accordion.Item value="instalar">
        <Accordion.Control>{t('faq.install.q')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Answer paragraphs={t('faq.install.a', { returnObjects: true })} />
            <Group gap="sm">
              <Button
                radius="md"
                variant="light"
                leftSection={<IconBrandApple size={18} aria-hidden />}
                onClick={() => void openInstallGuide('ios', { report: true })}
              >
                {t('faq.install.iphone')}
              </Button>
              <Button
                radius="md"
                variant="light"
                leftSection={<IconBrandAndroid size={18} aria-hidden />}
                onClick={() => void openInstallGuide('android', { report: true })}
              >
                {t('faq.install.android')}
              </Button>
            </Group>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="anadir-desde-otras-apps">
        <Accordion.Control>{t('faq.addAnywhere.q')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Answer paragraphs={t('faq.addAnywhere.a', { returnObjects: true })} />
            <Button
              component={Link}
              to={paths.anadirADetalle.path}
              radius="md"
              variant="light"
              w="fit-content"
              leftSection={<IconBookmark size={18} aria-hidden />}
            >
              {t('faq.addAnywhere.bookmarklet')}
            </Button>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="compartir">
        <Accordion.Control>{t('faq.shareApp.q')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Answer paragraphs={t('faq.shareApp.a', { returnObjects: true })} />
            <Button
              radius="md"
              variant="light"
              w="fit-content"
              leftSection={<IconQrcode size={18} aria-hidden />}
              onClick={() =>
                void openShareModal({
                  url: '/',
                  title: t('faq.shareApp.modalTitle'),
                  description: t('faq.shareApp.modalDescription'),
                })
              }
            >
              {t('faq.shareApp.button')}
            </Button>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function Contact() {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);
  const wasReporting = useRef(false);

  // After "Cancelar", focus returns to the button that opened the form.
  useEffect(() => {
    if (wasReporting.current && !reporting) reportButton.current?.focus();
    wasReporting.current = reporting;
  }, [reporting]);

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2}>{t('faq.contact.title')}</Title>
        <Text>
          <WithEmailLinks text={t('faq.contact.text')} />
        </Text>
        {reporting ? (
          <ReportProblemForm
            context={{ page: paths.faq.path, title: t('faq.title') }}
            onCancel={() => setReporting(false)}
          />
        ) : (
          <Button
            radius="md"
            ref={reportButton}
            variant="default"
            w="fit-content"
            leftSection={<IconFlag size={18} aria-hidden />}
            onClick={() => setReporting(true)}
          >
            {t('modal.report')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export default function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('faq.title'));
  const sections = t('faq.sections', { returnObjects: true }) as Section[];

  return (
    <Stack gap="xl" maw={720}>
      <Stack gap="xs">
        <Title order={1}>{t('faq.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('faq.intro')}
        </Text>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="faq-app">
        <Title order={2} id="faq-app">
          {t('faq.appSection')}
        </Title>
        <AppOnYourPhone />
      </Stack>

      {sections.map((section, i) => (
        <Stack key={section.title} gap="sm" component="section" aria-labelledby={`faq-${i}`}>
          <Title order={2} id={`faq-${i}`}>
            {section.title}
          </Title>
          <Accordion variant="separated" radius="md" order={3}>
            {section.items.map((item) => (
              <Accordion.Item key={item.q} value={item.q}>
                <Accordion.Control>{item.q}</Accordion.Control>
                <Accordion.Panel>
                  <Answer paragraphs={item.a} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}

      <Contact />

      <Text size="sm" c="dimmed">
        {t('legal.seeAlso')}{' '}
        <Anchor component={Link} to={paths.termandcondition.path} size="sm">
          {t('legal.links.termandcondition')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to={paths.privacypolicies.path} size="sm">
          {t('legal.links.privacypolicies')}
        </Anchor>
      </Text>
    </Stack>
  );
}
