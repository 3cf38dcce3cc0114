// How each registered lookup is answered from the store, in the envelope the operator's service uses: one file
// per market area, merged here. Names are ordered in Turkish alphabetical order, not by the store.
import { consumptionMeteringLookups } from './consumptionMetering';
import { damLookups } from './dams';
import { gasFuturesLookups } from './gasFutures';
import { generationLookups } from './generation';
import type { LookupAnswer } from './lookupAnswers';
import { marketLookups } from './markets';
import { naturalGasLookups } from './naturalGas';
import { placeLookups } from './places';
import { powerFuturesLookups } from './powerFutures';
import { profileCoefficientLookups } from './profileCoefficients';
import { renewableLookups } from './renewables';
import { reportingLookups } from './reporting';
import { retroactiveAdjustmentLookups } from './retroactiveAdjustment';
import { transmissionLookups } from './transmission';

export type { LookupAnswer, LookupContext } from './lookupAnswers';

const areas: readonly Readonly<Record<string, LookupAnswer>>[] = [
  damLookups, placeLookups, generationLookups, marketLookups, renewableLookups, transmissionLookups, naturalGasLookups, reportingLookups, powerFuturesLookups,
  retroactiveAdjustmentLookups, consumptionMeteringLookups, gasFuturesLookups,
  profileCoefficientLookups,
];

export const lookupQueries: Readonly<Record<string, LookupAnswer>> = Object.fromEntries(areas.flatMap((area) => Object.entries(area)));
