import type { PublicUser } from '@questboard/contract/users';

/** How a person is named in the chat: their display name, else their username. */
export const displayName = (user: Pick<PublicUser, 'displayName' | 'username'>) => user.displayName || user.username;
