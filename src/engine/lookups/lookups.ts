// Registry of lookups: the web-service calls that feed filter choices. A filter names a lookup by id;
// the server answers the call in the operator's exact envelope, and the browser turns it into options.
// Ids are the path's last segment; the two organization lists of different areas carry their area's prefix.
import type { LocalizedText } from '../../../schemas/report.schema';

export type LookupEnvelope =
  /**
   * A list of objects: `{items:[...]}` (also `{items, page}`), or, with `topLevel`, a bare JSON array of them.
   * `value` and `label` name the item fields an option is made of.
   */
  | { kind: 'items'; value: string; label: string; searchKeys?: string[]; topLevel?: true }
  /** a bare JSON array of strings */
  | { kind: 'stringArray' }
  /** a bare JSON array of numbers (years), each its own option, sent back as the number */
  | { kind: 'numberArray' }
  /** `{<key>:[string...]}`, or with `single` `{<key>: string}` (one value, not a list) */
  | { kind: 'stringArrayIn'; key: string; single?: true };

export interface LookupDefinition {
  id: string;
  service: 'electricity-service' | 'natural-gas-service' | 'reporting-service';
  path: string;
  method: 'GET' | 'POST';
  envelope: LookupEnvelope;
  /** Request field this lookup takes from the filter it depends on (e.g. dam-list takes basinName). */
  parameter?: string;
  /**
   * Request fields a filter may fix for every call (its `lookupParams`), each with the values the operation
   * takes: capacity-point lists entry points only with pointType INPUT.
   */
  fixedParameters?: Readonly<Record<string, readonly string[]>>;
  label: LocalizedText;
}

type Service = LookupDefinition['service'];
const electricity: Service = 'electricity-service';
const naturalGas: Service = 'natural-gas-service';

/** Power plants as every plant list answers them (id, name, eic, shortName). */
const PLANTS: LookupEnvelope = { kind: 'items', value: 'id', label: 'name', searchKeys: ['name', 'shortName', 'eic'] };
/** Injection/withdrawal units (UEVÇB): id, name, eic. */
const UNITS: LookupEnvelope = { kind: 'items', value: 'id', label: 'name', searchKeys: ['name', 'eic'] };
/** The operator's label/value pairs (value: the id as text). */
const LABEL_VALUE: LookupEnvelope = { kind: 'items', value: 'value', label: 'label' };

const list: readonly LookupDefinition[] = [
  // --- dams
  {
    id: 'basin-list', service: electricity, path: '/v1/dams/data/basin-list', method: 'GET',
    envelope: { kind: 'stringArray' }, label: { tr: 'Havza listesi', en: 'Basin list' },
  },
  {
    id: 'dam-list', service: electricity, path: '/v1/dams/data/dam-list', method: 'POST',
    envelope: { kind: 'stringArrayIn', key: 'damList' }, parameter: 'basinName', label: { tr: 'Baraj listesi', en: 'Dam list' },
  },
  // --- consumption and places
  {
    id: 'distribution-region', service: electricity, path: '/v1/consumption/data/distribution-region', method: 'GET',
    envelope: { kind: 'items', value: 'distributeId', label: 'distributeCode' },
    label: { tr: 'Dağıtım bölgeleri', en: 'Distribution regions' },
  },
  {
    id: 'get-distribution-companies', service: electricity, path: '/v1/consumption/data/get-distribution-companies', method: 'GET',
    envelope: { kind: 'items', value: 'companyId', label: 'companyName', topLevel: true },
    label: { tr: 'Elektrik dağıtım şirketleri', en: 'Electricity distribution companies' },
  },
  {
    id: 'province-list', service: electricity, path: '/v1/main/province-list', method: 'GET',
    envelope: { kind: 'items', value: 'id', label: 'name', topLevel: true }, label: { tr: 'İller', en: 'Provinces' },
  },
  {
    id: 'district-list', service: electricity, path: '/v1/main/district-list', method: 'POST',
    envelope: { kind: 'items', value: 'id', label: 'name', topLevel: true }, parameter: 'provinceId',
    label: { tr: 'Seçilen ilin ilçeleri', en: 'Districts of the chosen province' },
  },
  // --- consumption metering: consumer sectors (profile groups), main tariff groups, profile groups with eligible consumers
  {
    id: 'consumer-sector-list', service: electricity, path: '/v1/consumption/data/consumer-sector-list', method: 'GET',
    envelope: { kind: 'items', value: 'id', label: 'consumerSectorTr', topLevel: true }, label: { tr: 'Tüketici sektörleri (profil grupları)', en: 'Consumer sectors (profile groups)' },
  },
  {
    id: 'main-tariff-group-list', service: electricity, path: '/v1/consumption/data/main-tariff-group-list', method: 'GET',
    envelope: { kind: 'items', value: 'id', label: 'name', topLevel: true }, label: { tr: 'Ana tarife grupları', en: 'Main tariff groups' },
  },
  {
    id: 'multiple-factor-distribution', service: electricity, path: '/v1/consumption/data/multiple-factor-distribution', method: 'POST',
    envelope: { kind: 'items', value: 'id', label: 'name', topLevel: true },
    label: { tr: 'Profil katsayısı yayımlanan dağıtım şirketleri', en: 'Distribution companies with profile coefficients' },
  },
  {
    id: 'multiple-factor-meter-reading-type', service: electricity, path: '/v1/consumption/data/multiple-factor-meter-reading-type', method: 'GET',
    envelope: { kind: 'items', value: 'id', label: 'name', topLevel: true }, label: { tr: 'Sayaç okuma türleri', en: 'Meter reading types' },
  },
  {
    id: 'multiple-factor-profile-group', service: electricity, path: '/v1/consumption/data/multiple-factor-profile-group', method: 'POST',
    envelope: { kind: 'items', value: 'id', label: 'name', topLevel: true }, parameter: 'distributionId',
    label: { tr: 'Profil katsayısı yayımlanan abone grupları', en: 'Subscriber groups with profile coefficients' },
  },
  {
    id: 'profile-subscription-group-list', service: electricity, path: '/v1/consumption/data/profile-subscription-group-list', method: 'POST',
    envelope: { kind: 'stringArray' }, parameter: 'provinceId',
    label: { tr: 'İl ve ilçede serbest tüketicisi olan profil grupları', en: 'Profile groups with eligible consumers in a province and district' },
  },
  // --- generation
  {
    id: 'powerplant-list', service: electricity, path: '/v1/generation/data/powerplant-list', method: 'GET',
    envelope: PLANTS, label: { tr: 'Santral listesi', en: 'Power plant list' },
  },
  {
    id: 'injection-quantity-powerplant-list', service: electricity, path: '/v1/generation/data/injection-quantity-powerplant-list', method: 'GET',
    envelope: PLANTS, label: { tr: 'Uzlaştırmaya esas veriş miktarı olan santraller', en: 'Power plants with settled injection quantities' },
  },
  {
    id: 'powerplant-list-for-date-range', service: electricity, path: '/v1/generation/data/powerplant-list-for-date-range', method: 'POST',
    envelope: PLANTS, label: { tr: 'Tarih aralığındaki santraller', en: 'Power plants in a date range' },
  },
  {
    id: 'organization-list', service: electricity, path: '/v1/generation/data/organization-list', method: 'POST',
    envelope: { kind: 'items', value: 'organizationId', label: 'organizationName', searchKeys: ['organizationName', 'organizationShortName', 'organizationEtsoCode'] },
    label: { tr: 'Üretim yapan kuruluşlar', en: 'Generating companies' },
  },
  {
    id: 'region-list', service: electricity, path: '/v1/generation/data/region-list', method: 'GET',
    envelope: { kind: 'items', value: 'regionShortName', label: 'regionShortName' }, label: { tr: 'Teklif bölgeleri', en: 'Bidding zones' },
  },
  {
    id: 'uevcb-list', service: electricity, path: '/v1/generation/data/uevcb-list', method: 'POST',
    envelope: UNITS, parameter: 'organizationId', label: { tr: 'Kuruluşun UEVÇB’leri', en: 'Units (UEVÇB) of a company' },
  },
  {
    id: 'uevcb-list-bulk', service: electricity, path: '/v1/generation/data/uevcb-list-bulk', method: 'POST',
    envelope: UNITS, label: { tr: 'Birden çok kuruluşun UEVÇB’leri', en: 'Units (UEVÇB) of several companies' },
  },
  // --- markets
  {
    id: 'clearing-quantity-organization-list', service: electricity, path: '/v1/markets/dam/data/clearing-quantity-organization-list', method: 'POST',
    envelope: { kind: 'items', value: 'organizationId', label: 'organizationName', searchKeys: ['organizationName', 'shortName', 'eic'] },
    label: { tr: 'Gün öncesi piyasası katılımcıları', en: 'Day-ahead market participants' },
  },
  {
    id: 'power-plant-list-by-organization-id', service: electricity, path: '/v1/markets/data/power-plant-list-by-organization-id', method: 'POST',
    envelope: PLANTS, parameter: 'organizationId', label: { tr: 'Kuruluşun santralleri', en: 'Power plants of a company' },
  },
  {
    id: 'uevcb-list-by-power-plant-id', service: electricity, path: '/v1/markets/data/uevcb-list-by-power-plant-id', method: 'POST',
    envelope: UNITS, parameter: 'powerPlantId', label: { tr: 'Santralin UEVÇB’leri', en: 'Units (UEVÇB) of a power plant' },
  },
  {
    id: 'umm-message-type-list', service: electricity, path: '/v1/markets/data/umm-message-type-list', method: 'GET',
    envelope: { kind: 'items', value: 'id', label: 'typeName' }, label: { tr: 'Piyasa mesajı türleri', en: 'Market message types' },
  },
  {
    id: 'umm-region-list', service: electricity, path: '/v1/markets/data/umm-region-list', method: 'GET',
    envelope: { kind: 'items', value: 'regionId', label: 'regionShortName' }, label: { tr: 'Piyasa mesajı bölgeleri', en: 'Market message zones' },
  },
  {
    id: 'market-participants-organization-filter-list', service: electricity, path: '/v1/markets/general-data/data/market-participants-organization-filter-list', method: 'GET',
    envelope: LABEL_VALUE, label: { tr: 'Piyasa katılımcısı kuruluşlar', en: 'Market participant companies' },
  },
  {
    id: 'dsg-organization-list', service: electricity, path: '/v1/markets/imbalance/data/dsg-organization-list', method: 'POST',
    envelope: LABEL_VALUE, label: { tr: 'Dengeden sorumlu taraflar', en: 'Balance responsible parties' },
  },
  {
    id: 'retroactive-distribution-list', service: electricity, path: '/v1/markets/retroactive-adjustment/data/distribution-list', method: 'GET',
    envelope: LABEL_VALUE, label: { tr: 'Geriye dönük düzeltmede dağıtım şirketleri', en: 'Distribution companies in retroactive adjustments' },
  },
  {
    id: 'retroactive-organization-list', service: electricity, path: '/v1/markets/retroactive-adjustment/data/organization-list', method: 'GET',
    envelope: LABEL_VALUE, label: { tr: 'Sayaç okuyan kuruluşlar', en: 'Meter-reading companies' },
  },
  {
    id: 'subscriber-profile-group-list', service: electricity, path: '/v1/markets/retroactive-adjustment/data/subscriber-profile-group-list', method: 'GET',
    envelope: LABEL_VALUE, label: { tr: 'Sayaç sayısında abone profil grupları', en: 'Subscriber profile groups of meter counts' },
  },
  {
    id: 'volume-subscriber-profile-group-list', service: electricity, path: '/v1/markets/retroactive-adjustment/data/volume-subscriber-profile-group-list', method: 'GET',
    envelope: LABEL_VALUE, label: { tr: 'Düzeltilen miktarlarda abone profil grupları', en: 'Subscriber profile groups of corrected volumes' },
  },
  // --- power futures (VEP): what the contracts traded in a range of days deliver
  {
    id: 'delivery-period-list', service: electricity, path: '/v1/markets/pfm/data/delivery-period-list', method: 'POST',
    envelope: LABEL_VALUE, label: { tr: 'Vadeli kontratların teslimat dönemleri', en: 'Delivery periods of futures contracts' },
  },
  {
    id: 'delivery-year-list', service: electricity, path: '/v1/markets/pfm/data/delivery-year-list', method: 'POST',
    envelope: { kind: 'items', value: 'year', label: 'year' }, label: { tr: 'Vadeli kontratların teslimat yılları', en: 'Delivery years of futures contracts' },
  },
  {
    id: 'ggf-delivery-period-list', service: electricity, path: '/v1/markets/pfm/data/ggf-delivery-period-list', method: 'POST',
    envelope: LABEL_VALUE, label: { tr: 'Gösterge fiyatı olan teslimat dönemleri', en: 'Delivery periods with an index price' },
  },
  {
    id: 'load-type-list', service: electricity, path: '/v1/markets/pfm/data/load-type-list', method: 'POST',
    envelope: LABEL_VALUE, label: { tr: 'Vadeli kontrat yük tipleri', en: 'Load types of futures contracts' },
  },
  {
    id: 'th-delivery-period-list', service: electricity, path: '/v1/markets/pfm/data/th-delivery-period-list', method: 'POST',
    envelope: LABEL_VALUE, label: { tr: 'İşlem gören teslimat dönemleri', en: 'Delivery periods with trades' },
  },
  // --- renewables
  {
    id: 'licensed-powerplant-list', service: electricity, path: '/v1/renewables/data/licensed-powerplant-list', method: 'POST',
    envelope: { kind: 'items', value: 'powerPlantId', label: 'name', searchKeys: ['name', 'shortName', 'eic'], topLevel: true },
    label: { tr: 'YEKDEM’deki lisanslı santraller', en: 'Licensed plants in the renewables support scheme' },
  },
  {
    // a bare JSON array of years, as numbers (the participant list's `year` is a number)
    id: 'renewables-participant-year-list', service: electricity, path: '/v1/renewables/data/renewables-participant-year-list', method: 'GET',
    envelope: { kind: 'numberArray' }, label: { tr: 'YEKDEM katılımcı listesinin yılları', en: 'Years of the YEKDEM participant list' },
  },
  // --- transmission
  {
    id: 'capacity-demand-direction', service: electricity, path: '/v1/transmission/data/capacity-demand-direction', method: 'GET',
    envelope: { kind: 'stringArray' }, label: { tr: 'Kapasite talebi yönleri', en: 'Capacity request directions' },
  },
  {
    id: 'line-capacities-direction', service: electricity, path: '/v1/transmission/data/line-capacities-direction', method: 'GET',
    envelope: { kind: 'stringArray' }, label: { tr: 'Enterkonneksiyon hattı yönleri', en: 'Interconnection line directions' },
  },
  // --- natural gas
  {
    id: 'participant-list', service: naturalGas, path: '/v1/markets/general-data/data/participant-list', method: 'GET',
    envelope: { kind: 'items', value: 'id', label: 'organizationName' }, label: { tr: 'Doğal gaz piyasası katılımcıları', en: 'Natural gas market participants' },
  },
  {
    id: 'last-reconciliation-date', service: naturalGas, path: '/v1/markets/sgp/data/last-reconciliation-date', method: 'GET',
    envelope: { kind: 'stringArrayIn', key: 'stpLatestReconciliationDate', single: true },
    label: { tr: 'Spot gaz piyasasında uzlaştırılan son gün', en: 'Last settled day of the spot gas market' },
  },
  {
    id: 'capacity-point', service: naturalGas, path: '/v1/transmission/data/capacity-point', method: 'POST',
    envelope: { kind: 'items', value: 'pointId', label: 'pointName' }, parameter: 'pointType', fixedParameters: { pointType: ['INPUT', 'OUTPUT'] },
    label: { tr: 'İletim sistemi giriş ve çıkış noktaları', en: 'Transmission entry and exit points' },
  },
  {
    id: 'storage-facility', service: naturalGas, path: '/v1/transmission/data/storage-facility', method: 'GET',
    envelope: { kind: 'items', value: 'storageFacilityId', label: 'storageFacilityName' }, label: { tr: 'Yeraltı depolama tesisleri', en: 'Underground storage facilities' },
  },
  // --- gas futures (VGP): what the contracts with a published index price deliver
  {
    id: 'delivery-period', service: naturalGas, path: '/v1/markets/vgp/data/delivery-period', method: 'GET',
    envelope: { kind: 'items', value: 'deliveryPeriod', label: 'deliveryPeriod' }, label: { tr: 'Vadeli gaz kontratlarının teslimat dönemleri', en: 'Delivery periods of gas futures contracts' },
  },
  {
    id: 'delivery-year', service: naturalGas, path: '/v1/markets/vgp/data/delivery-year', method: 'GET',
    envelope: { kind: 'items', value: 'deliveryYear', label: 'deliveryYear' }, label: { tr: 'Vadeli gaz kontratlarının teslimat yılları', en: 'Delivery years of gas futures contracts' },
  },
  // --- reporting
  {
    id: 'gip-kontrat', service: 'reporting-service', path: '/v1/data/gip-kontrat', method: 'POST',
    envelope: { kind: 'items', value: 'kontratId', label: 'kontratAd' }, label: { tr: 'Gün içi piyasası kontratları', en: 'Intraday market contracts' },
  },
];

export const lookups: Readonly<Record<string, LookupDefinition>> = Object.fromEntries(list.map((l) => [l.id, l]));

export function isLookup(id: string): boolean {
  return Object.hasOwn(lookups, id);
}
