import { type ChildProcess, fork } from 'node:child_process';

export interface Child<T> {
  /** What the child sent once ready. */
  ready: T;
  /** The child process, for further IPC messages. */
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Runs a TypeScript file in its own Node process (through tsx) and waits for its first IPC message. */
export function startChild<T>(file: string, env: Record<string, string | undefined>): Promise<Child<T>> {
  const child: ChildProcess = fork(file, [], {
    // BENCH_CPU_PROFILE=<dir> writes the child's CPU profile there when it exits (open it in Chrome's DevTools).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
    child.once('message', (ready) => {
      child.removeAllListeners('exit');
      resolve({
        ready: ready as T,
        process: child,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.send('stop');
          }),
      });
    });
  });
}

let nextRequest = 1;

/** Sends one request to a child over IPC and waits for its answer (the child echoes the request's `id`). */
export function askChild<T>(child: Child<unknown>, request: object): Promise<T> {
  const id = nextRequest++;
  const proc = child.process;
  return new Promise((resolve) => {
    const onMessage = (message: { id?: number; result?: T }) => {
      if (message.id !== id) return;
      proc.off('message', onMessage);
      resolve(message.result as T);
    };
    proc.on('message', onMessage);
    proc.send({ ...request, id });
  });
}
