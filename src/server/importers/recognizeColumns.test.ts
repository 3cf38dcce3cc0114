import { describe, expect, it } from 'vitest';
import { recognizeColumns } from './recognizeColumns';

const datasetsOf = (headers: string[]) => recognizeColumns(headers).targets.map((t) => t.dataset);
const fieldsOf = (headers: string[]) => recognizeColumns(headers).targets.flatMap((t) => t.columns.map((c) => `${t.dataset}/${c.alias.field}`));

describe('recognizeColumns', () => {
  it('maps the operator exports (Turkish headers)', () => {
    expect(fieldsOf(['Tarih', 'Saat', 'PTF (TL/MWh)', 'PTF (USD/MWh)', 'PTF (EUR/MWh)'])).toEqual(['dam.mcp/price', 'dam.mcp/priceUsd', 'dam.mcp/priceEur']);
    expect(datasetsOf(['\ufeffTarih', 'Saat', 'Tüketim Miktarı(MWh)'])).toEqual(['consumption.realtime']);
    expect(datasetsOf(['Tarih', 'Saat', 'SMF (TL/MWh)'])).toEqual(['bpm.smp']);
    const gen = recognizeColumns(['Tarih', 'Saat', 'Toplam', 'Doğal Gaz', 'Barajlı', 'Linyit', 'Akarsu', 'İthal Kömür', 'Rüzgar', 'Güneş', 'Fuel Oil', 'Jeotermal', 'Asfaltit Kömür', 'Taş Kömür', 'Biyokütle', 'Nafta', 'LNG', 'Uluslararası', 'Atık Isı']);
    expect(gen.unknown).toEqual([]);
    expect(gen.targets[0]!.columns.map((c) => c.alias.field)).toEqual(['total', 'naturalGas', 'dammedHydro', 'lignite', 'river', 'importCoal', 'wind', 'sun', 'fueloil', 'geothermal', 'asphaltiteCoal', 'blackCoal', 'biomass', 'naphta', 'lng', 'importExport', 'wasteheat']);
  });

  it('maps the old PTF-SMF export to both price datasets, with the direction', () => {
    const r = recognizeColumns(['Tarih', 'PTF', 'SMF', 'Pozitif Dengesizlik Fiyatı (TL/MWh)', 'Negatif Dengesizlik Fiyatı (TL/MWh)', 'SMF Yön']);
    expect(r.targets.map((t) => t.dataset)).toEqual(['dam.mcp', 'bpm.smp']);
    expect(r.targets[1]!.columns.map((c) => c.alias.field)).toEqual(['systemMarginalPrice', 'direction']);
    expect(r.hourIndex).toBeUndefined();
  });

  it('maps English and API-style headers', () => {
    expect(datasetsOf(['Date', 'Hour', 'MCP (TL/MWh)', 'MCP (USD/MWh)'])).toEqual(['dam.mcp']);
    expect(datasetsOf(['', 'date', 'hour', 'systemMarginalPrice'])).toEqual(['bpm.smp']);
    expect(datasetsOf(['Date', 'USD_TRY', 'EUR_TRY', 'GBP_TRY', 'XAU_TRY', 'FX_basket', 'USD_TRY_mom7d', 'FX_volatility', 'date'])).toEqual(['fx.daily']);
    expect(datasetsOf(['Tarih', 'GRF (TL/1000Sm³)', 'GRF (USD/1000Sm³)', 'GRF (EUR/1000Sm³)', 'GRF (USD/MMBtu)'])).toEqual(['gas.drp']);
  });

  it('reports unknown columns beside a recognised dataset, and files that map to nothing', () => {
    expect(recognizeColumns(['Tarih', 'Saat', 'PTF (TL/MWh)', 'Hacim']).unknown).toEqual([{ index: 3, name: 'Hacim' }]);
    const none = recognizeColumns(['date', 'gas_price']);
    expect(none.targets).toEqual([]);
    expect(none.unknown.map((u) => u.name)).toEqual(['gas_price']);
  });
});
