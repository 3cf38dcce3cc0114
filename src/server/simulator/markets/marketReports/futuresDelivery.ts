// The power futures energy delivered on a day: every contract whose delivery period holds the day (the month,
// quarter and year contracts of each load type) delivers its final open position, the lots still open after its
// last trading day, at 0.1 MW each in every delivery hour of its load type that day (all 24 for base, 08:00–20:00
// on business days for peak). A contract that never traded delivers nothing. Over a delivery period this adds up
// to the contract's open position in MWh, so the physical report counts each futures MWh once, when it flows.
import { calendarDay } from '../../calendar';
import type { ElectricityDay } from '../../electricityDay';
import type { NoiseField } from '../../noise';
import { contractPath } from '../powerFutures/contractPath';
import { isDeliveryHour } from '../powerFutures/deliveryAverages';
import { futuresContract, LOAD_TYPES, MW_PER_LOT, type FuturesContract } from '../powerFutures/futuresContracts';

/** The contracts delivering on `day`, base before peak. */
export function contractsDeliveringOn(day: number): FuturesContract[] {
  const { year, month } = calendarDay(day);
  return LOAD_TYPES.flatMap((loadType) => [
    futuresContract('month', loadType, year, month),
    futuresContract('quarter', loadType, year, Math.floor((month - 1) / 3) + 1),
    futuresContract('year', loadType, year, 1),
  ]);
}

/** MWh of futures delivered on the day of `e`, to the cent. */
export function deliveredFuturesEnergy(noise: NoiseField, chainOf: (day: number) => ElectricityDay, e: ElectricityDay): number {
  let cents = 0;
  for (const contract of contractsDeliveringOn(e.cal.day)) {
    const lots = contractPath(noise, chainOf, contract).days.at(-1)?.openPosition ?? 0;
    let hours = 0;
    for (let h = 0; h < 24; h++) if (isDeliveryHour(contract.loadType, e, h)) hours += 1;
    cents += Math.round(lots * MW_PER_LOT * hours * 100);
  }
  return cents / 100;
}
