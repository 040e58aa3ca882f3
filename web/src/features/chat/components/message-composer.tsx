import { CHAT_MESSAGE_MAX_CHARS } from '@questboard/contract/chat';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SocketRefusal } from '../../../lib/socket/emit-with-ack';
import { useSocketStatus } from '../../../lib/socket/socket-status-store';
import { toastError } from '../../../lib/toast';
import { useSendMessage } from '../api/send-message';

/** The send box: Enter sends, Shift+Enter starts a new line; sending waits for the connection. */
export function MessageComposer({ roomId }: { roomId: string }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const online = useSocketStatus((s) => s.status === 'online');
  const send = useSendMessage(roomId);
  const hintId = useId();
  const length = text.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_CHARS;
  const canSend = online && length > 0 && !tooLong && !send.isPending;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    send.mutate(text, {
      onSuccess: () => setText(''),
      // A refusal already came as an `exception` toast; a timeout did not.
      onError: (error) => {
        if (!(error instanceof SocketRefusal)) toastError(error, t('chat.send_failed'));
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  const count = new Intl.NumberFormat(i18n.language);
  return (
    <form noValidate onSubmit={submit} className="border-t border-zinc-800 p-3 sm:px-6">
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${hintId}-input`}>
          {t('chat.message_label')}
        </label>
        <textarea
          id={`${hintId}-input`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder={t('chat.message_placeholder')}
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          className={cn(
            'field-sizing-content max-h-40 min-h-10 flex-1 resize-none rounded-xl bg-zinc-950 px-3.5 py-2 text-sm',
            'text-zinc-100 ring-1 ring-zinc-700 placeholder:text-zinc-500 focus:outline-none focus:ring-2 focus:ring-violet-500',
            tooLong && 'ring-red-500',
          )}
        />
        <Button type="submit" disabled={!canSend} loading={send.isPending} className="h-10">
          {t('chat.send')}
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 flex justify-between gap-3 px-1 text-xs text-zinc-500">
        <span className="hidden sm:inline">{t('chat.composer_hint')}</span>
        <span className={cn('ml-auto tabular-nums', tooLong && 'font-medium text-red-400')}>
          {t('chat.char_count', { count: count.format(length), max: count.format(CHAT_MESSAGE_MAX_CHARS) })}
        </span>
      </p>
    </form>
  );
}
