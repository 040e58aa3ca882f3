import { Link } from 'react-router';

/** A history row's quest: its title linking to the quest page, or `fallback` when the quest is unknown. */
export function QuestName({ title, slug, fallback }: { title: string | null; slug: string | null; fallback: string }) {
  if (!slug) return <>{title ?? fallback}</>;
  return (
    <Link to={`/quests/${slug}`} className="hover:text-violet-200 hover:underline">
      {title ?? fallback}
    </Link>
  );
}
