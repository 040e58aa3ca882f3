import type { AppContext } from '../../context';
import type { RealtimePort } from '../../lib/realtime-port';
import type { NotificationsService } from '../notifications/notifications.module';
import { ChatService } from './chat.service';
import { ChatRateLimit } from './chat-rate-limit';

/** The chat module's one door: rooms, messages and read pointers (its socket events are in realtime/). */
export function chatModule(ctx: AppContext, uses: { hub: RealtimePort; notifications: NotificationsService }) {
  const chat = new ChatService(ctx.db, uses.hub, uses.notifications, new ChatRateLimit(ctx.redis), ctx.log);
  return { chat };
}

export type { ChatService } from './chat.service';
