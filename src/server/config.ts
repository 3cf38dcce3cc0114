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
  /** PUBLIC_DATA=true: visitors read reports without signing in. */
  publicData: boolean;
  /** RATE_LIMIT_PER_MINUTE: cost units per member per sliding minute; a plain data call is 1 (0 = no limit). */
  rateLimitPerMinute: number;
  /** EXPORT_WORKERS: threads that render PDF and large XLSX/CSV exports (default: cores − 1, at least 1). */
  exportWorkers?: number;
  /** EXPORT_QUEUE: exports that may wait for a worker; beyond them 503 (default: twice the workers, at least 4). */
  exportQueue?: number;
  /** ANSWER_CACHE_MB: megabytes of report answers kept in memory until their next publication (0 = no cache). */
  answerCacheMegabytes?: number;
  /** PUBLIC_URL: the platform's address in mailed links and ticket Locations, e.g. https://seffaflik.example.org */
  publicUrl?: string;
  /** TRUST_PROXY=true: behind a reverse proxy, take the client address, scheme and host from X-Forwarded-*. */
  trustProxy: boolean;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = (env[name] ?? String(fallback)).toLowerCase();
  if (!['true', 'false', 'on', 'off', '1', '0'].includes(value)) throw new Error(`${name} must be true or false, not "${env[name]}"`);
  return ['true', 'on', '1'].includes(value);
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, minimum: number, meaning: string): number | undefined {
  if (env[name] === undefined || env[name] === '') return undefined;
  const value = Number(env[name]);
  if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be ${meaning}, not "${env[name]}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const start = env.SIMULATION_START ?? '2024-01-01';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) throw new Error(`SIMULATION_START must look like 2024-01-01, not "${start}"`);
  const simulation = (env.SIMULATION ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false'].includes(simulation)) throw new Error(`SIMULATION must be on or off, not "${env.SIMULATION}"`);
  const rateLimit = Number(env.RATE_LIMIT_PER_MINUTE ?? 600);
  if (!Number.isInteger(rateLimit) || rateLimit < 0) throw new Error(`RATE_LIMIT_PER_MINUTE must be a whole number (0 = no limit), not "${env.RATE_LIMIT_PER_MINUTE}"`);
  const exportWorkers = wholeNumber(env, 'EXPORT_WORKERS', 1, 'a whole number of threads, at least 1');
  const exportQueue = wholeNumber(env, 'EXPORT_QUEUE', 0, 'a whole number of waiting exports (0 = none wait)');
  const answerCacheMegabytes = wholeNumber(env, 'ANSWER_CACHE_MB', 0, 'a whole number of megabytes (0 = no cache)');
  if (env.PUBLIC_URL && !/^https?:\/\/[^/]+/.test(env.PUBLIC_URL)) throw new Error(`PUBLIC_URL must start with http:// or https://, not "${env.PUBLIC_URL}"`);
  return {
    publicData: flag(env, 'PUBLIC_DATA', false),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    rateLimitPerMinute: rateLimit,
    ...(exportWorkers !== undefined ? { exportWorkers } : {}),
    ...(exportQueue !== undefined ? { exportQueue } : {}),
    ...(answerCacheMegabytes !== undefined ? { answerCacheMegabytes } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    simulation: simulation === 'on' || simulation === 'true',
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'var'),
    simulationStart: start,
    ...(env.SIMULATION_SEED ? { seed: Number(env.SIMULATION_SEED) } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  };
}
