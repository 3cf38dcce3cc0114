// The platform settings of sections 9010, 9011 and 9015, kept in memory by every server process: rows of
// platform_settings (migration 26), one per section and one per mail template an administrator has worded; a
// missing row means the built-in value (the operator's publication times, the start-up options, the built-in
// mail texts). A write goes through one transaction with its audit record and the counter, then this process
// reloads at once; other processes on PostgreSQL see the counter move within about a second. Loading the
// process parameters also sets the publication times this process follows (engine/request/publicationTimes.ts).
import { DEFAULT_PUBLICATION_TIMES, setPublicationTimes, type PublicationTimes } from '../../engine/request/publicationTimes';
import { bumpSettingsVersion, readSettingsVersion, watchSettingsVersion, type SettingsWatch } from '../page-settings/settingsVersion';
import type { Store, StoreTransaction } from '../store/store';
import type { SiteConfiguration } from './configurationParameters';
import { builtInTemplate, isMailTemplateKind, MAIL_TEMPLATE_KINDS, type MailTemplate, type MailTemplateKind } from './mailTemplates';
import { PLATFORM_SETTINGS_COUNTER } from './settingsCounters';

export const PROCESS_SECTION = 'process';
export const CONFIGURATION_SECTION = 'configuration';
const TEMPLATE_PREFIX = 'mailTemplate.';
export const templateSection = (kind: MailTemplateKind) => `${TEMPLATE_PREFIX}${kind}`;

export interface SettingStamp { updatedAt: number; updatedBy: string }

export class PlatformSettings {
  private process: PublicationTimes = DEFAULT_PUBLICATION_TIMES;
  private site: SiteConfiguration;
  private templates = new Map<MailTemplateKind, MailTemplate>();
  private stamps = new Map<string, SettingStamp>();
  private watch: SettingsWatch | undefined;

  private constructor(private readonly store: Store, private readonly startConfiguration: SiteConfiguration) {
    this.site = startConfiguration;
  }

  /** `startConfiguration`: what the start-up options say (HELP_DESK_URL, SOCIAL_LINKS, PUBLIC_DATA) until an administrator saves. */
  static async open(store: Store, startConfiguration: SiteConfiguration, options: { onError?: (error: Error) => void } = {}): Promise<PlatformSettings> {
    const settings = new PlatformSettings(store, startConfiguration);
    const seen = await readSettingsVersion(store, PLATFORM_SETTINGS_COUNTER);
    await settings.reload();
    settings.watch = watchSettingsVersion(store, PLATFORM_SETTINGS_COUNTER, seen, () => settings.reload(), options);
    return settings;
  }

  async reload(): Promise<void> {
    const rows = await this.store.query('SELECT section, value_json, updated_at, updated_by FROM platform_settings');
    let process = DEFAULT_PUBLICATION_TIMES;
    let site = this.startConfiguration;
    const templates = new Map<MailTemplateKind, MailTemplate>();
    const stamps = new Map<string, SettingStamp>();
    for (const row of rows) {
      const section = String(row.section);
      // Written only after the section's parser accepted it (registerPlatformSettingsRoutes.ts).
      const value: unknown = JSON.parse(String(row.value_json));
      stamps.set(section, { updatedAt: Number(row.updated_at), updatedBy: String(row.updated_by) });
      if (section === PROCESS_SECTION) process = value as PublicationTimes;
      else if (section === CONFIGURATION_SECTION) site = value as SiteConfiguration;
      else {
        const kind = section.slice(TEMPLATE_PREFIX.length);
        if (section.startsWith(TEMPLATE_PREFIX) && isMailTemplateKind(kind)) templates.set(kind, value as MailTemplate);
      }
    }
    this.process = process;
    this.site = site;
    this.templates = templates;
    this.stamps = stamps;
    setPublicationTimes(process);
  }

  publicationTimes(): PublicationTimes { return this.process; }
  configuration(): SiteConfiguration { return this.site; }
  startUpConfiguration(): SiteConfiguration { return this.startConfiguration; }
  /** The template a mail is sent with now: the administrator's, or the built-in one. */
  mailTemplate(kind: MailTemplateKind): MailTemplate { return this.templates.get(kind) ?? builtInTemplate(kind); }
  isWorded(kind: MailTemplateKind): boolean { return this.templates.has(kind); }
  stamp(section: string): SettingStamp | null { return this.stamps.get(section) ?? null; }
  wordedKinds(): MailTemplateKind[] { return MAIL_TEMPLATE_KINDS.filter((kind) => this.templates.has(kind)); }

  /**
   * Writes one section (null: back to its built-in value), with whatever else the transaction must hold (the
   * audit record); reloads before answering.
   */
  async write(section: string, value: unknown, by: string, now: number, alsoInTransaction: (tx: StoreTransaction) => Promise<void>): Promise<void> {
    await this.store.transaction(async (tx) => {
      if (value === null) await tx.query('DELETE FROM platform_settings WHERE section = $1', [section]);
      else {
        await tx.query(
          `INSERT INTO platform_settings (section, value_json, updated_at, updated_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (section) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          [section, JSON.stringify(value), now, by],
        );
      }
      await bumpSettingsVersion(tx, PLATFORM_SETTINGS_COUNTER);
      await alsoInTransaction(tx);
    });
    await this.reload();
  }

  /** An audit record alone (the test mail changes no setting). */
  async audit(record: (tx: StoreTransaction) => Promise<void>): Promise<void> {
    await this.store.transaction(record);
  }

  close(): void {
    this.watch?.stop();
  }
}
