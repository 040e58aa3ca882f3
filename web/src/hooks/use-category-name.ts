import { useTranslation } from 'react-i18next';

/**
 * A category's name in the reader's language. Quests and brands carry their categories with the catalogue's English
 * names (their answers are shared by every reader), so the app names them by id.
 */
export function useCategoryName(): (category: { id: string; name: string }) => string {
  const { t } = useTranslation();
  return (category) => t(`category.${category.id}`, { defaultValue: category.name });
}
