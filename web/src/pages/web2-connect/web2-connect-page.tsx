import { useTranslation } from 'react-i18next';
import { ComingSoonSection } from '../../app/coming-soon-section';

export function Component() {
  const { t } = useTranslation();
  return <ComingSoonSection title={t('pages.web2_connect')} />;
}
