import { useNavigation } from 'react-router';
import { useTranslation } from '@/i18n';
import classes from './AppLayout.module.css';

/** While the next page's code loads, the current page stays and a thin bar says something is on its way. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label={t('app.loadingPage')} />;
}
