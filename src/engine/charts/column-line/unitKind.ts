// Whether a unit is a rate (a price: TL/MWh, USD/MMBtu, or a share in %) or a quantity (MWh, TL, Sm³):
// rates are read as a line, quantities as columns.
export function isRateUnit(unit: string | undefined): boolean {
  return unit !== undefined && (unit.includes('/') || unit === '%');
}
