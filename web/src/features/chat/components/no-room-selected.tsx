import { useTranslation } from 'react-i18next';

/** The wide-screen conversation pane before a room is picked. */
export function NoRoomSelected() {
  const { t } = useTranslation();
  return (
    <div className="m-auto flex flex-col items-center gap-3 p-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-violet-600/15 text-violet-400">
        <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
          <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="font-medium">{t('chat.pick_room')}</p>
      <p className="text-sm text-zinc-400">{t('chat.pick_room_hint')}</p>
    </div>
  );
}
