import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { usePopupStore } from '../stores/popup-store';

/** The placeholder of pages whose content comes later: a styled section with the `coming_soon` message. */
/** `embedded` drops the page padding and uses a smaller heading (inside another page's layout). */
export function ComingSoonSection({ title, embedded = false }: { title: string; embedded?: boolean }) {
  const { t } = useTranslation();
  const toggle = usePopupStore((s) => s.toggleComingSoon);
  return (
    <section className={embedded ? '' : 'mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 lg:px-8'}>
      {embedded ? (
        <h2 className="text-xl font-semibold">{title}</h2>
      ) : (
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      )}
      <div
        data-testid="coming-soon"
        className="mt-8 flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-br from-violet-600/20 via-zinc-900 to-zinc-900 px-6 py-16 text-center ring-1 ring-zinc-800"
      >
        <span className="rounded-full bg-violet-600/20 px-3 py-1 text-xs font-semibold tracking-wide text-violet-400 uppercase">
          {t('shared.coming_soon_title')}
        </span>
        <p className="max-w-md text-lg text-zinc-300">{t('coming_soon')}</p>
        <Button variant="secondary" onClick={() => toggle(true)}>
          {t('shared.coming_soon_title')}
        </Button>
      </div>
    </section>
  );
}
