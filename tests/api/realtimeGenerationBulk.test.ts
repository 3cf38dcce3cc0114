// realtime-generation-bulk: one row per chosen plant and hour, named, and the same figures as the one-plant
// report; the list of plants is required and may not be empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

const BULK = '/electricity-service/v1/generation/data/realtime-generation-bulk';
const SINGLE = '/electricity-service/v1/generation/data/realtime-generation';
const DAY = '2024-08-19T00:00:00+03:00';

let server: TestServer;
let plants: { id: number; name: string }[];
beforeAll(async () => {
  server = await startTestServer();
  plants = (await server.store.query('SELECT id, name FROM registry_power_plants WHERE source = $1 ORDER BY "installedCapacity" DESC LIMIT 2', ['dammedHydro']))
    .map((r) => ({ id: Number(r.id), name: String(r.name) }));
});
afterAll(async () => { await server.close(); });

describe('realtime generation of several plants', () => {
  it('answers each chosen plant\'s hours under its name, as the one-plant report does', async () => {
    const res = await postJson(server.app, BULK, { date: DAY, powerPlantIds: plants.map((p) => p.id) });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { date: string; powerPlantName: string; total: number }[];
    expect(items).toHaveLength(2 * 24);
    expect(new Set(items.map((i) => i.powerPlantName))).toEqual(new Set(plants.map((p) => p.name)));
    for (const plant of plants) {
      const single = await postJson(server.app, SINGLE, { startDate: DAY, endDate: DAY, powerPlantId: plant.id });
      const expected = (single.json().items as { date: string; total: number }[]).map((i) => [i.date, i.total]);
      expect(items.filter((i) => i.powerPlantName === plant.name).map((i) => [i.date, i.total])).toEqual(expected);
    }
  });

  it('refuses a missing or empty list of plants with a 400, never the whole system', async () => {
    for (const body of [{ date: DAY }, { date: DAY, powerPlantIds: [] }]) {
      const res = await postJson(server.app, BULK, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toEqual({ errorCode: expect.any(String), errorMessage: expect.any(String) });
    }
  });
});
