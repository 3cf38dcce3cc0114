// The calls that govern members' use of the services: call limits and limit demands
// (service-limits/limitInput.ts) and outgoing deliveries (deliveries/registerDeliveryAdminRoutes.ts).
import { DELIVERY_STATUSES } from '../../deliveries/deliveryAttempts';
import { PER_MINUTE_MAX, REASON_MAX } from '../../service-limits/limitInput';
import { LIMIT_SCOPES } from '../../service-limits/limitRules';
import { closedObject, EMPTY, istanbulTime, nullableIstanbulTime, positiveId, type AdminOperationText, type Schema } from './adminOperationText';

const LIMITS = 'POST /administration-service/v1/limits';
const DELIVERIES = 'POST /administration-service/v1/deliveries';

const text = (maxLength: number): Schema => ({ type: 'string', minLength: 1, maxLength, description: 'Not blank; trimmed.' });
const nullableText = (maxLength: number): Schema => ({ type: ['string', 'null'], minLength: 1, maxLength, description: 'Not blank; trimmed.' });
const oneId = closedObject({ id: positiveId }, ['id']);

export const memberServiceTexts: Readonly<Record<string, AdminOperationText>> = {
  [`${LIMITS}/get-limits`]: { title: { tr: 'Çağrı sınırlarını ve geçerli varsayılanı listeler', en: 'Lists the call limits and the default in force' }, body: EMPTY },
  [`${LIMITS}/save-limit`]: {
    title: { tr: 'Varsayılan, kurum ya da üye çağrı sınırını ekler veya değiştirir', en: 'Adds or changes the default, an organisation\'s or a member\'s call limit' },
    body: {
      ...closedObject({
        id: { type: ['integer', 'null'], minimum: 1, description: 'The limit to change; absent or null adds one.' },
        scope: { enum: [...LIMIT_SCOPES] },
        organization: { ...nullableText(200), description: 'Required with scope organization, refused otherwise.' },
        accountEmail: { ...nullableText(254), description: 'The member\'s address; required with scope user, refused otherwise.' },
        perMinute: { type: 'integer', minimum: 1, maximum: PER_MINUTE_MAX, description: 'Cost units per minute (a plain call costs one).' },
        effectiveFrom: istanbulTime,
        effectiveUntil: { ...nullableIstanbulTime, description: 'After effectiveFrom; absent or null: open-ended.' },
        note: nullableText(REASON_MAX),
      }, ['scope', 'perMinute', 'effectiveFrom']),
      allOf: [
        { if: { properties: { scope: { const: 'organization' } } }, then: { required: ['organization'] } },
        { if: { properties: { scope: { const: 'user' } } }, then: { required: ['accountEmail'] } },
      ],
    },
  },
  [`${LIMITS}/delete-limit`]: { title: { tr: 'Çağrı sınırını siler', en: 'Deletes a call limit' }, body: oneId },
  [`${LIMITS}/get-demands`]: { title: { tr: 'Üyelerin sınır taleplerini listeler', en: 'Lists the members\' limit demands' }, body: EMPTY },
  [`${LIMITS}/approve-demand`]: {
    title: { tr: 'Sınır talebini onaylar ve üyeye sınırı tanır', en: 'Approves a limit demand and grants the member the limit' },
    body: closedObject({ id: positiveId, effectiveFrom: istanbulTime, effectiveUntil: { ...nullableIstanbulTime, description: 'After effectiveFrom; absent or null: open-ended.' } }, ['id', 'effectiveFrom']),
  },
  [`${LIMITS}/refuse-demand`]: {
    title: { tr: 'Sınır talebini gerekçesiyle reddeder', en: 'Refuses a limit demand, giving the reason' },
    body: closedObject({ id: positiveId, reason: text(REASON_MAX) }, ['id', 'reason']),
  },
  [`${LIMITS}/delete-demand`]: { title: { tr: 'Sınır talebini, tanıdığı sınırla birlikte siler', en: 'Deletes a limit demand with the limit it granted' }, body: oneId },
  [`${DELIVERIES}/get-deliveries`]: {
    title: { tr: 'Giden gönderimleri listeler (en yeni 500)', en: 'Lists the outgoing deliveries (newest 500)' },
    body: closedObject({ status: { enum: [...DELIVERY_STATUSES] }, accountId: positiveId }),
  },
  [`${DELIVERIES}/retry-delivery`]: { title: { tr: 'Ulaşmamış bir gönderimi hemen yeniden dener', en: 'Tries an undelivered delivery again now' }, body: oneId },
  [`${DELIVERIES}/get-paused-members`]: { title: { tr: 'Gönderimleri duraklatılmış üyeleri listeler', en: 'Lists the members whose deliveries are paused' }, body: EMPTY },
  [`${DELIVERIES}/pause-member`]: {
    title: { tr: 'Üyenin gönderimlerini duraklatır ya da sürdürür', en: 'Pauses or resumes a member\'s deliveries' },
    body: closedObject({ accountId: positiveId, paused: { type: 'boolean' } }, ['accountId', 'paused']),
  },
};
