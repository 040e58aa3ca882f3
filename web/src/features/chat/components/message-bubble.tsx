import type { ChatMessage } from '@questboard/contract/chat';
import { ShortTime } from '../../../components/ui/short-time';
import { cn } from '../../../lib/cn';

/** One message: the viewer's own on the right, the other person's on the left. */
export function MessageBubble({ message, own, sender }: { message: ChatMessage; own: boolean; sender: string }) {
  return (
    <li
      data-testid="message"
      className={cn(
        'flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]',
        own ? 'items-end self-end' : 'items-start self-start',
      )}
    >
      <p
        className={cn(
          'rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
          own ? 'rounded-br-md bg-violet-600 text-white' : 'rounded-bl-md bg-zinc-800 text-zinc-100',
        )}
      >
        <span className="sr-only">{sender}: </span>
        {message.message}
      </p>
      <ShortTime iso={message.createdAt} className="px-1 text-[11px]" />
    </li>
  );
}
