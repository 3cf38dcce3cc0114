// The calls of the process, configuration and mail settings (src/server/API.md, "Administration settings:
// process, configuration and mail"). Refused writes come back as ApiError; `fieldErrors` (adminSettingsApi.ts)
// puts each message beside the field it names.
import { apiFetch } from '../../api/apiFetch';

const BASE = '/administration-service/v1/settings';

export interface Stamp { updatedAt: string | null; updatedBy: string | null }
export interface ProcessParameters { interimTime: string; finalTime: string; sessionCloseTime: string; settlementDay: number }
export interface ProcessAnswer extends Stamp { values: ProcessParameters; defaults: ProcessParameters }
export interface SocialLink { network: string; url: string }
export interface SiteConfiguration { helpDesk: string; social: SocialLink[]; publicData: boolean }
export interface ConfigurationAnswer extends Stamp { values: SiteConfiguration; startUp: SiteConfiguration }
export interface MailText { subject: string; body: string }
export interface MailTemplate { tr: MailText; en: MailText }
export interface TemplateItem extends Stamp {
  kind: string; label: { tr: string; en: string }; placeholders: string[]; required: string[];
  worded: boolean; template: MailTemplate; builtIn: MailTemplate;
}
export interface MailSettings {
  transport: { configured: boolean; from: string };
  sms: false;
  testMails: { perWindow: number; windowMinutes: number };
  templates: TemplateItem[];
}
export interface MailPreview { subject: string; text: string }

export const PROCESS_KEY = ['admin', 'settings', 'process-parameters'];
export const CONFIGURATION_KEY = ['admin', 'settings', 'configuration-parameters'];
export const MAIL_KEY = ['admin', 'settings', 'mail'];

export const fetchProcess = (signal?: AbortSignal) => apiFetch<ProcessAnswer>(`${BASE}/process-parameters`, signal ? { signal } : {});
export const saveProcess = (values: ProcessParameters) => apiFetch<ProcessAnswer>(`${BASE}/process-parameters/update`, { method: 'POST', body: values, suppressErrorModal: true });
export const fetchConfiguration = (signal?: AbortSignal) => apiFetch<ConfigurationAnswer>(`${BASE}/configuration-parameters`, signal ? { signal } : {});
export const saveConfiguration = (values: SiteConfiguration) => apiFetch<ConfigurationAnswer>(`${BASE}/configuration-parameters/update`, { method: 'POST', body: values, suppressErrorModal: true });
export const fetchMail = (signal?: AbortSignal) => apiFetch<MailSettings>(`${BASE}/mail-settings`, signal ? { signal } : {});
export const saveTemplate = (kind: string, template: MailTemplate | null) => apiFetch<TemplateItem>(`${BASE}/mail-templates/update`, { method: 'POST', body: { kind, template }, suppressErrorModal: true });
export const previewTemplate = (kind: string, template: MailTemplate) => apiFetch<MailPreview>(`${BASE}/mail-templates/preview`, { method: 'POST', body: { kind, template }, suppressErrorModal: true });
export const sendTestMail = (to: string) => apiFetch<{ sent: true; to: string }>(`${BASE}/mail-test`, { method: 'POST', body: { to }, suppressErrorModal: true });
