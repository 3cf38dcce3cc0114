// The market module of dam flow rates, installed power and the water energy provision (see ../marketDayModule.ts).
// Both are per dam and day and read the day's stored water of dams.daily-volume (the same level and volume the
// other dam pages show): the turbine flow follows the day's dammed-hydro generation, the energy provision the
// active volume and its head.
import { damDayId, damLevel, DAMS } from '../../dams';
import type { MarketDayModule } from '../marketDayModule';
import { DAM_INSTALLED_MW, turbineFlow } from './damFlow';
import { damHydraulics, waterEnergyProvision } from './damHydraulics';

export const DAM_ENERGY_DATASETS = {
  flowRate: 'dams.flow-rate',
  energyProvision: 'dams.water-energy-provision',
} as const;

export const damEnergyModule: MarketDayModule = {
  name: 'damEnergy',
  datasets: Object.values(DAM_ENERGY_DATASETS),
  addDay({ noise, e, dayRows, push }) {
    const { cal } = e;
    const volumes = new Map((dayRows['dams.daily-volume'] ?? []).map((r) => [Number(r.damId), r]));
    const dammedMw = e.generation.reduce((s, g) => s + g.dammedHydro, 0) / e.generation.length;
    const systemLoad = dammedMw / DAM_INSTALLED_MW;
    for (const dam of DAMS) {
      const stored = volumes.get(dam.id);
      if (!stored) throw new Error(`damEnergy: ${cal.key} has no dams.daily-volume row for ${dam.name}`);
      const kot = damLevel(noise, dam, cal);
      const base = { ts: cal.ts, damId: dam.id, basin: dam.basin, dam: dam.name, basinName: dam.basin, damName: dam.name };
      push(DAM_ENERGY_DATASETS.flowRate, {
        ...base, cityName: damHydraulics(dam).cityName, id: damDayId(dam, cal.day), installedPower: dam.installedCapacity,
        unitFlowRate: turbineFlow(noise, dam, cal.day, kot, systemLoad, Number(stored.activeFullnessAmount) / 100),
      });
      push(DAM_ENERGY_DATASETS.energyProvision, { ...base, energyGeneration: waterEnergyProvision(dam, kot, Number(stored.activeVolume)) });
    }
  },
};
