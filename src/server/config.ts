// Configuration from environment variables, read once at start.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** First day of the simulated market. */
  simulationStart: string;
  seed?: number;
  /** false with SIMULATION=off: the store holds imported real data and the simulator never runs. */
  simulation: boolean;
  /** DATABASE_URL: PostgreSQL instead of the embedded DuckDB file. */
  databaseUrl?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const start = env.SIMULATION_START ?? '2024-01-01';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) throw new Error(`SIMULATION_START must look like 2024-01-01, not "${start}"`);
  const simulation = (env.SIMULATION ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false'].includes(simulation)) throw new Error(`SIMULATION must be on or off, not "${env.SIMULATION}"`);
  return {
    simulation: simulation === 'on' || simulation === 'true',
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'var'),
    simulationStart: start,
    ...(env.SIMULATION_SEED ? { seed: Number(env.SIMULATION_SEED) } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  };
}
