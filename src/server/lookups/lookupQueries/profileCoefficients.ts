// Lookups of the profile coefficients (multiple-factor): the distribution companies, the meter reading types and
// the profile groups the coefficients are published for, as bare arrays of {id, name}. Every company has its own
// coefficients for every group, reading type and period (the view of seed/buildMultipleFactorView.ts), so period
// and distributionId narrow nothing. The types and groups are the simulator's fixed lists
// (simulator/markets/consumerCounts/profileCoefficients.ts); the companies are the registry's that have tilts
// (consumption.multiple-factor-tilts), the ones the view answers for.
import { COEFFICIENT_PROFILE_GROUPS, METER_READING_TYPES } from '../../simulator/markets/consumerCounts/profileCoefficients';
import type { LookupAnswer } from './lookupAnswers';
import { byName } from './lookupAnswers';

export const profileCoefficientLookups: Readonly<Record<string, LookupAnswer>> = {
  'multiple-factor-distribution': async (store) =>
    byName(await store.query(
      'SELECT "companyId" AS id, "companyName" AS name FROM registry_distribution_companies'
      + ' WHERE "companyId" IN (SELECT "distributionId" FROM consumption_multiple_factor_tilt) ORDER BY "companyId"',
    )),
  'multiple-factor-meter-reading-type': async () => METER_READING_TYPES.map(({ id, name }) => ({ id, name })),
  'multiple-factor-profile-group': async () => byName(COEFFICIENT_PROFILE_GROUPS.map((g) => ({ ...g }))),
};
