// The registry of section kinds a template may use, keyed by the section's `kind`.
import type { BulletinBlock, BulletinSection } from '../bulletinModel';
import { chartSection } from './chartSection';
import { keyFiguresSection } from './keyFiguresSection';
import type { SectionBuilder, SectionContext } from './sectionContext';
import { sharesSection } from './sharesSection';
import { tableSection } from './tableSection';

type Builders = { [K in BulletinSection['kind']]: SectionBuilder<Extract<BulletinSection, { kind: K }>> };

export const sectionBuilders: Builders = {
  keyFigures: keyFiguresSection,
  table: tableSection,
  chart: chartSection,
  shares: sharesSection,
};

export function buildSection(section: BulletinSection, context: SectionContext): Promise<BulletinBlock> {
  return (sectionBuilders[section.kind] as SectionBuilder<BulletinSection>)(section, context);
}
