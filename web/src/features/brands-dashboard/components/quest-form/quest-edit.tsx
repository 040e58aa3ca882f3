import type { QuestDetail } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { useQuestForm } from '../../hooks/use-quest-form';
import { PageHeader } from '../overview/page-header';
import { QuestFormView } from './quest-form';

/** An existing quest's form, auto-saved like the create form. */
export function QuestEdit({ quest }: { quest: QuestDetail }) {
  const { t } = useTranslation();
  const form = useQuestForm(quest.brandId, quest);
  const back = `/brands-dashboard/quests/${quest.id}`;
  return (
    <>
      <PageHeader
        title={t('pages.bd_quest_edit')}
        back={{ to: back, label: quest.title ?? t('brands_dashboard.untitled_quest') }}
      />
      <QuestFormView
        form={form}
        actions={
          <Link to={back} className={buttonClass('secondary')}>
            {t('brands_dashboard.done')}
          </Link>
        }
      />
    </>
  );
}
