// Setting section 9016, screen settings: the platform's display defaults. Everyone reads them (the app asks at
// start); administrators change them, checked whole and audited with before and after. Shapes: ../API.md,
// "Screen settings".
import type { FastifyInstance } from 'fastify';
import { BUILT_IN_SCREEN_SETTINGS } from '../../engine/app-api/screenSettings';
import { auditActor, istanbulTime, recordAudit } from '../audit/auditLog';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { parseScreenSettings } from './screenSettingsInput';
import { ScreenSettingsState, type ScreenSettingsRecord } from './screenSettingsState';

export const SCREEN_SETTINGS_URL = '/app-api/screen-settings';
export const ADMIN_SCREEN_SETTINGS_URL = '/app-api/admin/screen-settings';

/** Seconds a browser or proxy may reuse the public answer: a change reaches every new page within a minute. */
const PUBLIC_MAX_AGE = 30;

function adminAnswer(record: ScreenSettingsRecord) {
  return { settings: record.settings, builtIn: BUILT_IN_SCREEN_SETTINGS, updatedAt: record.updatedAt === null ? null : istanbulTime(record.updatedAt), updatedBy: record.updatedBy };
}

export async function registerScreenSettingsRoutes(app: FastifyInstance, { store, now }: { store: Store; now: () => Date }): Promise<void> {
  const state = await ScreenSettingsState.open(store, { onError: (error) => app.log.warn({ err: error }, 'screen settings could not be reloaded') });
  app.addHook('onClose', async () => state.close());

  app.get(SCREEN_SETTINGS_URL, { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
    return state.current().settings;
  });

  app.get(ADMIN_SCREEN_SETTINGS_URL, { config: { access: 'admin' } }, async () => adminAnswer(state.current()));

  app.put(ADMIN_SCREEN_SETTINGS_URL, { config: { access: 'admin' } }, async (request) => {
    const settings = parseScreenSettings(request.body, requestLocale(request));
    const actor = auditActor(request);
    const at = now().getTime();
    const saved = await state.save(settings, actor.email, at, (tx, before) => recordAudit(tx, actor, at, [{ action: `PUT ${ADMIN_SCREEN_SETTINGS_URL}`, target: 'screen-settings', before, after: settings }]));
    return adminAnswer(saved);
  });
}
