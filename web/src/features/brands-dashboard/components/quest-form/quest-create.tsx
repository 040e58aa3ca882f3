import type { Brand } from '@questboard/contract/brands';
import type { QuestDetail } from '@questboard/contract/quests';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { toastError } from '../../../../lib/toast';
import { useQuestForm } from '../../hooks/use-quest-form';
import { PageHeader } from '../overview/page-header';
import { QuestFormView } from './quest-form';

/**
 * A new quest for the brand: resumes its newest draft; "Review and publish" saves and opens the quest's page.
 * `howItPays` is the page's card for choosing how the draft pays, given the draft once saved (null before).
 */
export function QuestCreate({
  brand,
  draft,
  howItPays,
}: {
  brand: Brand;
  draft: QuestDetail | null;
  howItPays?: (saved: QuestDetail | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useQuestForm(brand.id, draft);

  async function review() {
    if (Object.keys(form.errors).length > 0) return toastError(new Error(t('brands_dashboard.form.fix_first')));
    try {
      const saved = await form.flush();
      navigate(`/brands-dashboard/quests/${saved.id}`);
    } catch (error) {
      form.refuse(error);
    }
  }

  return (
    <>
      <PageHeader
        title={t('pages.bd_create_quest')}
        back={{ to: `/brands-dashboard/brands/${brand.id}`, label: brand.name ?? t('brands_dashboard.untitled_brand') }}
      >
        {draft && (
          <p
            className="rounded-lg bg-violet-600/10 px-3 py-2 text-sm text-violet-200 ring-1 ring-violet-600/30"
            role="status"
          >
            {t('brands_dashboard.quest.resumed')}
          </p>
        )}
      </PageHeader>
      <QuestFormView
        form={form}
        more={howItPays?.(form.quest)}
        actions={
          <Button onClick={review} disabled={!form.fields.title.trim()}>
            {t('brands_dashboard.quest.review')}
          </Button>
        }
      />
    </>
  );
}
