// The ceiling: a bare Socket.IO relay on the same transport and payloads, with no auth, storage or checks.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const server = createServer();
const io = new Server(server, { transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  const userId = String(socket.handshake.auth.userId);
  void socket.join(`user:${userId}`);
  socket.on('relay', (payload: { to: string; message: string }, ack?: (r: unknown) => void) => {
    const message = {
      id: '',
      roomId: '',
      senderId: userId,
      message: payload.message,
      createdAt: new Date().toISOString(),
    };
    io.to([`user:${userId}`, `user:${payload.to}`]).emit('newMessage', message);
    ack?.({ ok: true, data: message });
  });
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('message', () => {
  void io.close().then(() => process.exit(0));
});
