/** Whether an address is this machine's (IPv4 127/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/** A request from this machine: both the socket and the client address (after TRUST_PROXY) are loopback. */
export function isLocalRequest(request: { socket: { remoteAddress?: string }; ip: string }): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}
