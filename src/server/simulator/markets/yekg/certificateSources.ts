// The renewable sources that earn YEK-G certificates, how each reads the simulated generation mix, and the
// resource type the organised market names it by. One certificate per whole MWh a licensed renewable plant
// generates: wind, licensed solar, hydro (run-of-river and dammed), geothermal and biomass. Licence-exempt
// rooftop solar (renewables.embeddedSolar) is not metered as a plant in the mix and earns none.
import type { GenerationHour } from '../../generationMix';

export const CERTIFICATE_SOURCES = ['wind', 'solar', 'hydroPower', 'geothermal', 'biomass'] as const;
export type CertificateSource = (typeof CERTIFICATE_SOURCES)[number];

export type PerSource = Record<CertificateSource, number>;

/** The hour's generation that earns certificates, MWh per source. */
export const CERTIFIED_GENERATION: Readonly<Record<CertificateSource, (g: GenerationHour) => number>> = {
  wind: (g) => g.wind,
  solar: (g) => g.sun,
  hydroPower: (g) => g.river + g.dammedHydro,
  geothermal: (g) => g.geothermal,
  biomass: (g) => g.biomass,
};

/** The resource type of the organised market's rows (the operator answers Turkish codes). */
export const RESOURCE_TYPES: Readonly<Record<CertificateSource, string>> = {
  wind: 'RÜZGAR',
  solar: 'GÜNEŞ',
  hydroPower: 'HİDROELEKTRİK',
  geothermal: 'JEOTERMAL',
  biomass: 'BİYOKÜTLE',
};

export const zeroPerSource = (): PerSource => ({ wind: 0, solar: 0, hydroPower: 0, geothermal: 0, biomass: 0 });

export const totalOf = (values: PerSource): number => CERTIFICATE_SOURCES.reduce((sum, s) => sum + values[s], 0);
