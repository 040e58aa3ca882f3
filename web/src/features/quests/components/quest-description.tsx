import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/** The quest's description as the brand wrote it (line breaks kept). */
export function QuestDescription({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('browse.quest.about')}</h2>
      <p className="text-sm leading-relaxed whitespace-pre-line text-zinc-300">{text}</p>
    </Card>
  );
}
