export const chatKeys = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  conversation: (roomId: string) => ['chat', 'conversation', roomId] as const,
};
