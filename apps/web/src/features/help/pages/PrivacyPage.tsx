import { useTranslation } from '@/i18n';
import { LegalDocument } from '../components/LegalDocument';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={t('legal.updated')}
      intro={t('privacy.intro')}
      sections={t('privacy.sections', { returnObjects: true })}
    />
  );
}
