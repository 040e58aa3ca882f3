import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoonSection } from '../../components/app/coming-soon-section';

export function Component() {
  const { t } = useTranslation();
  return <ComingSoonSection title={t('pages.user', { username: useParams().username })} />;
}
