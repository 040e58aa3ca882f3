// HAProxy in front of the instances: round robin, WebSocket upgrades passed through, an instance taken out of the
// rotation when its readiness fails (killed, or draining on SIGTERM). A request refused at connect (the instance is
// gone) is sent to another one; a request an instance received and never answered is not replayed by the proxy (a
// POST may have done its work): the client sees 502 and retries, and the product answers a repeat honestly.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/** The proxy's version line, or null when HAProxy is not installed. */
export function haproxyVersion(): string | null {
  try {
    return execFileSync(HAPROXY, ['-v'], { encoding: 'utf8' }).split('\n')[0] ?? null;
  } catch {
    return null;
  }
}

export function haproxyConfig(port: number, backends: Array<{ name: string; port: number }>): string {
  return `global
  # Each connection holds two descriptors (client and instance): 8,000 stay under a 20,000 descriptor limit.
  maxconn 8000

defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 60s
  # A busy instance may take a while to say it is ready; a refused connection (a killed one) fails at once.
  timeout check 3s

frontend questboard
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/v1/health/ready
  http-check expect status 200
  default-server inter 500ms fastinter 200ms downinter 500ms fall 2 rise 2
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

export interface ReverseProxy {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground with its configuration in `dir`. */
export function startHaproxy(dir: string, port: number, backends: Array<{ name: string; port: number }>): ReverseProxy {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, backends));
  execFileSync(HAPROXY, ['-c', '-q', '-f', file]);
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    process: child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
