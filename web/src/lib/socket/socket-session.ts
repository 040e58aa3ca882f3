import { toastError } from '../toast';
import { connectSocket, disconnectSocket, socket } from './socket-client';

function showException({ message }: { message: string }) {
  toastError(undefined, message);
}

// A page restored from the back/forward cache comes back without its connection.
function reconnectRestoredPage(event: PageTransitionEvent) {
  if (event.persisted) connectSocket();
}

/**
 * Runs the connection for a signed-in user: connects now, shows every `exception` as a toast (docs/domain.md, Messages),
 * closes on page unload (docs/domain.md, States). The returned function ends it all (logout, another user).
 */
export function startSocketSession(): () => void {
  socket.on('exception', showException);
  window.addEventListener('pagehide', disconnectSocket);
  window.addEventListener('pageshow', reconnectRestoredPage);
  connectSocket();
  return () => {
    socket.off('exception', showException);
    window.removeEventListener('pagehide', disconnectSocket);
    window.removeEventListener('pageshow', reconnectRestoredPage);
    disconnectSocket();
  };
}
