// The read-only administration settings (process parameters, configuration parameters, summer/winter time, SMS
// and e-mail): administrators read what the server runs with; visitors get 401 and members 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_MEMBER, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ publicData: true }); });
afterAll(async () => { await server.close(); });

const URL = '/administration-service/v1/settings/platform-facts';

describe('the platform facts', () => {
  it('refuses visitors and members', async () => {
    expect((await server.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const member = await signIn(server.app, TEST_MEMBER);
    const refused = await server.app.inject({ method: 'GET', url: URL, headers: { cookie: member } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].errorCode).toBe('FORBIDDEN');
  });

  it('gives the publication times, the clock-change history and the start-up configuration, without secrets', async () => {
    const admin = await signIn(server.app, TEST_ADMIN, 'admin');
    const answer = await server.app.inject({ method: 'GET', url: URL, headers: { cookie: admin } });
    expect(answer.statusCode).toBe(200);
    const facts = answer.json();
    expect(facts.publication).toEqual({ interimHour: 13, finalHour: 14, sessionCloseHour: 17, settlementDay: 15 });
    expect(facts.timeZone.permanentSinceDay).toBe('2016-09-07');
    // 2011's spring change came a day late (28 March), 2015's autumn change two weeks late (8 November), and 2016's
    // summer time never ended.
    const byYear = Object.fromEntries(facts.timeZone.changes.map((c: { year: number }) => [c.year, c]));
    expect(byYear[2011].summerStarts).toBe('2011-03-28T01:00:00.000Z');
    expect(byYear[2015].summerEnds).toBe('2015-11-08T01:00:00.000Z');
    expect(byYear[2013]).toEqual({ year: 2013, summerStarts: '2013-03-31T01:00:00.000Z', summerEnds: '2013-10-27T01:00:00.000Z' });
    expect(byYear[2016]).toEqual({ year: 2016, summerStarts: '2016-03-27T01:00:00.000Z', summerEnds: null });
    expect(facts.timeZone.changes.at(-1).year).toBe(2016);
    expect(facts.configuration).toMatchObject({ publicData: true, mail: { smtp: expect.any(Boolean), from: expect.any(String) } });
    expect(answer.body).not.toMatch(/smtps?:\/\//);
  });
});
