import { type ComponentType, createContext, Suspense, useContext } from 'react';
import { useAuthStore } from '../stores/auth-store';

export interface MessageActionProps {
  user: { id: string };
  /** The conversation is about this brand (shown with its name and logo). */
  brandId?: string;
  size?: 'sm' | 'md';
}

const MessageButtonContext = createContext<ComponentType<MessageActionProps> | null>(null);

/** The app shell hands in the chat's "Message" button (lazily loaded); features never import the chat. */
export const MessageButtonProvider = MessageButtonContext.Provider;

/** "Message" someone (about a brand): shown to signed-in people, never on their own profile or brand. */
export function MessageAction(props: MessageActionProps) {
  const Button = useContext(MessageButtonContext);
  const selfId = useAuthStore((s) => (s.isAuthenticated ? s.currentUser?.id : undefined));
  if (!Button || !selfId || selfId === props.user.id) return null;
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}
