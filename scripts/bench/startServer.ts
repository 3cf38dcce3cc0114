// Starts the real server (src/server/main.ts) as a child process on a data directory and waits until it
// prints that it is ready; reports how long a first start (building the market) took.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  startupMs: number;
  log: string[];
  /** Ends the server and waits until it has closed its store. */
  stop(): Promise<void>;
}

export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const started = performance.now();
  // Node itself runs the server (tsx as a loader, no npx/tsx wrapper processes), so a signal reaches it:
  // a wrapper would die and leave the server running, competing with the next measurements.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        log.push(line);
        if (line.includes('is ready')) resolve({ url: `http://127.0.0.1:${port}`, process: child, startupMs: performance.now() - started, log, stop: () => stop(child) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log.join('\n')}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
