import type { ChatRoom } from '@questboard/contract/chat';
import { displayName } from './display-name';

export interface RoomSpeaker {
  /** The brand's name when the other member speaks for it, else the person's name. */
  name: string;
  avatar: string | null;
  /** Where the name leads: the brand's page or the person's profile. */
  link: string;
  /** The brand the other member speaks for, when the room was opened from its page. */
  brand: string | null;
  /** The brand the viewer speaks for in this room (they own it), if any. */
  aboutBrand: string | null;
}

/** Who the viewer talks to in a room: a brand (its name and logo) when opened from the page of a brand they own. */
export function roomSpeaker(room: ChatRoom): RoomSpeaker {
  const person = room.pairUser;
  if (room.brand && room.brand.ownerId === person.id) {
    return {
      name: room.brand.name,
      avatar: room.brand.logo,
      link: `/brands/${room.brand.slug}`,
      brand: room.brand.name,
      aboutBrand: null,
    };
  }
  return {
    name: displayName(person),
    avatar: person.avatar,
    link: `/users/${person.username}`,
    brand: null,
    aboutBrand: room.brand?.name ?? null,
  };
}
