import { useTranslation } from 'react-i18next';
import { addHelpTexts } from '@/i18n/help';
import { LegalDocument } from '../components/LegalDocument';

addHelpTexts();

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
