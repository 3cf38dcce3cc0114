// Writes schemas/generated/report.schema.json from schemas/report.schema.ts, for editors ($schema in descriptors).
import { mkdirSync, writeFileSync } from 'node:fs';
import { reportSchema } from '../schemas/report.schema';

const target = 'schemas/generated/report.schema.json';
mkdirSync('schemas/generated', { recursive: true });
const json = { $comment: 'Generated from schemas/report.schema.ts by scripts/emit-schemas.ts. Do not edit.', ...reportSchema };
writeFileSync(target, JSON.stringify(json, null, 2) + '\n');
console.log(`wrote ${target}`);
