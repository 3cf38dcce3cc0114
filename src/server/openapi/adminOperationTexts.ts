// What each administration route does, for the administration document: a title in both languages, the body it
// reads where it reads one, the query it reads, and whether it answers a CSV file. Keyed by method and path as the
// route is registered. The entries live by area in adminTexts/; this is their merged registry. A registered route
// missing here is still listed, with a generic body (adminOperations.ts), and tests/api/openApi.test.ts names it
// and fails.
import type { AdminOperationText } from './adminTexts/adminOperationText';
import { mediaAndUsageTexts } from './adminTexts/mediaAndUsageTexts';
import { memberServiceTexts } from './adminTexts/memberServiceTexts';
import { menuTexts } from './adminTexts/menuTexts';
import { platformSettingsTexts } from './adminTexts/platformSettingsTexts';
import { recordsTexts } from './adminTexts/recordsTexts';
import { siteContentTexts } from './adminTexts/siteContentTexts';
import { uploadTexts } from './adminTexts/uploadTexts';

export type { AdminOperationText } from './adminTexts/adminOperationText';

const AREAS: readonly Readonly<Record<string, AdminOperationText>>[] = [
  menuTexts, memberServiceTexts, mediaAndUsageTexts, platformSettingsTexts, uploadTexts, siteContentTexts, recordsTexts,
];

/** The areas merged; a route described in two areas is a mistake, refused when the module loads. */
function merged(): Readonly<Record<string, AdminOperationText>> {
  const all: Record<string, AdminOperationText> = {};
  for (const area of AREAS) {
    for (const [key, text] of Object.entries(area)) {
      if (Object.hasOwn(all, key)) throw new Error(`The administration route ${key} is described twice (src/server/openapi/adminTexts/).`);
      all[key] = text;
    }
  }
  return all;
}

export const adminOperationTexts: Readonly<Record<string, AdminOperationText>> = merged();
