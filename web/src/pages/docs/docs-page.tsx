import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoonSection } from '../../components/app/coming-soon-section';

export function Component() {
  const { t } = useTranslation();
  const slug = useParams()['*'];
  return <ComingSoonSection title={slug ? `${t('pages.docs')} · ${slug}` : t('pages.docs')} />;
}
