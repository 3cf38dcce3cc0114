// YEKDEM's installed capacity in a month by source, split at the cut-off of the old (USD) tariffs
// (/v1/renewables/data/old-installed-capacity: plants that entered up to 30 June 2021; new-installed-capacity:
// those after). The plants are the year's participant list (yekdemPlants.ts), so old + new is the list's whole
// capacity. The operator's DTOs are not in the catalogue: each item here is one source, with our own field names
// `sourceType` (the participant list's facility type), `installedCapacity` (MW) and `plantCount`.
import { FACILITY_TYPE } from './participants';
import { plantsInYear, type YekdemPlant } from './yekdemPlants';

export interface InstalledCapacityItem { sourceType: string; installedCapacity: number; plantCount: number }

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function bySource(plants: readonly YekdemPlant[]): InstalledCapacityItem[] {
  const items = new Map<string, InstalledCapacityItem>();
  for (const p of plants) {
    const sourceType = FACILITY_TYPE[p.source];
    const item = items.get(sourceType) ?? { sourceType, installedCapacity: 0, plantCount: 0 };
    item.installedCapacity += p.plant.installedCapacity;
    item.plantCount++;
    items.set(sourceType, item);
  }
  return [...items.values()].map((i) => ({ ...i, installedCapacity: round3(i.installedCapacity) })).sort((a, b) => b.installedCapacity - a.installedCapacity);
}

/** The month's row: the old and new capacity lists as JSON text (the store keeps nested lists so). */
export function installedCapacityRow(plants: readonly YekdemPlant[], year: number) {
  const list = plantsInYear(plants, year);
  return {
    oldCapacities: JSON.stringify(bySource(list.filter((p) => p.old))),
    newCapacities: JSON.stringify(bySource(list.filter((p) => !p.old))),
  };
}
