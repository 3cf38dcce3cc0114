// Starts a baseline server of naiveServer.ts as a child process and waits for it to say it is ready.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Baseline { url: string; stop(): void }

export function startBaseline(kind: 'naive' | 'static', port: number, source: string, ticket: string): Promise<Baseline> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/naiveServer.ts', kind, String(port), source, ticket], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve({ url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`the ${kind} baseline exited with ${code}`)));
  });
}
