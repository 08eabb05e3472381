import { useTranslation } from '@/i18n';
import { LegalDocument } from '../components/LegalDocument';

export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={t('legal.updated')}
      intro={t('terms.intro')}
      sections={t('terms.sections', { returnObjects: true })}
    />
  );
}
