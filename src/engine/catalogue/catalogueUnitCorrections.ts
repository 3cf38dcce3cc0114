// Units the operator's published catalogue gets wrong, corrected here with the reason, so that a page never shows
// a price unit on a quantity because the catalogue says so. Everything else in the catalogue is followed exactly
// (semanticChecks.ts unitsMatchCatalogue); an entry here lets a descriptor use the corrected unit instead, and
// only that one. Keyed by service, path and item field.

export interface UnitCorrection { unit: string; reason: string }

const corrections: Readonly<Record<string, UnitCorrection>> = {
  'electricity-service /v1/markets/yek-g/data/market-bid-ask-quantity alisTeklifMiktari': {
    unit: 'MWh',
    reason: 'a quantity of certificates (one per MWh), which the catalogue types TL/MWh like the price fields beside it',
  },
  'electricity-service /v1/markets/yek-g/data/market-bid-ask-quantity satisTeklifMiktari': {
    unit: 'MWh',
    reason: 'a quantity of certificates (one per MWh), which the catalogue types TL/MWh like the price fields beside it',
  },
  'electricity-service /v1/dams/data/water-energy-provision energyGeneration': {
    unit: 'GWh',
    reason: "a reservoir's stored energy: the operator answers GWh figures (ERMENEK 492.88 on 2025-11-18, a lake of about 1 km³ above a 300 m head), which the catalogue labels MWh",
  },
  'natural-gas-service /v1/markets/vgp/data/vgp-transaction-history matchingQuantity': {
    unit: '1000Sm3/gün',
    reason: "a trade's quantity in thousand Sm³ a day (the matching-quantity report's unit), which the catalogue types TL/1000.Sm3 like the trade's price",
  },
};

/** The corrected unit of an item field, when the catalogue's is known to be wrong. */
export function unitCorrection(service: string, path: string, field: string): UnitCorrection | undefined {
  return corrections[`${service} ${path} ${field}`];
}
