// How each distribution company's profile coefficients lean away from the national profile (multiple-factor by
// distributionId). A region's subscribers of one group keep their group's daily shape but not exactly the
// national one: the sun sets about an hour earlier in the east than in Thrace, summer afternoons run hotter in
// the south-east, a city's shops close later. Each company and group gets a smooth daily lean (one wave over
// the day, 1.5 to 4 % high, its crest at an hour of its own) and a 0.5 % jitter per hour, drawn from the seed.
// The view of src/server/seed/buildMultipleFactorView.ts multiplies the national coefficients by these tilts and
// renormalises each day's time band to the national day's band, so every company's month still adds up to 1
// (per band for three-rate meters) and the tilts only move weight between the hours of a band.
import { hashString } from '../../prng';
import { DISTRIBUTION_COMPANIES } from '../../distributionCompanies';
import { COEFFICIENT_PROFILE_GROUPS } from './profileCoefficients';

export interface CompanyTilt { distributionId: number; subscriberProfileGroup: number; hour: number; tilt: number }

/** A number in [0, 1) from the seed and a key. */
const unit = (seed: number, key: string): number => (hashString(`${seed}:multiple-factor-tilt:${key}`) >>> 0) / 4294967296;

/** One tilt per company, profile group and hour of day (21 × groups × 24 rows). */
export function companyTilts(seed: number): CompanyTilt[] {
  return DISTRIBUTION_COMPANIES.flatMap(({ companyId }) => COEFFICIENT_PROFILE_GROUPS.flatMap((group) => {
    const amplitude = 0.015 + 0.025 * unit(seed, `${companyId}:${group.id}:amplitude`);
    const crest = 24 * unit(seed, `${companyId}:${group.id}:crest`);
    return Array.from({ length: 24 }, (_, hour) => {
      const wave = amplitude * Math.cos((2 * Math.PI * (hour - crest)) / 24);
      const jitter = 0.01 * (unit(seed, `${companyId}:${group.id}:${hour}`) - 0.5);
      return { distributionId: companyId, subscriberProfileGroup: group.id, hour, tilt: Math.round((1 + wave + jitter) * 1e6) / 1e6 };
    });
  }));
}
