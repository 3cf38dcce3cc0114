// A small menu tree for the sidebar and breadcrumb tests: siblings out of menu order, Turkish capitals
// (İ, I), a page that cannot be a favourite, an outside link and a group with no page below it.
import type { MenuNode } from '../../../engine/menu/menuNode';

type NodeSpec = Partial<MenuNode> & Pick<MenuNode, 'id' | 'labelTr' | 'labelEn' | 'menuOrder'>;

function group(spec: NodeSpec, children: MenuNode[]): MenuNode {
  return { urlTr: null, urlEn: null, nofav: false, externalSelf: false, ...spec, children };
}

function page(spec: NodeSpec & { urlEn: string }): MenuNode {
  return { urlTr: spec.urlEn.replace('/electricity', '/elektrik'), nofav: false, externalSelf: false, children: [], ...spec };
}

export const mcp = page({ id: 61, labelTr: 'Piyasa Takas Fiyatı (PTF)', labelEn: 'Market Clearing Price (MCP)', menuOrder: 1, urlEn: '/electricity/day-ahead-market/mcp' });
export const damVolume = page({ id: 62, labelTr: 'Eşleşme Miktarı', labelEn: 'Matched Volume', menuOrder: 2, urlEn: '/electricity/day-ahead-market/matched-volume' });
export const idmPrice = page({ id: 71, labelTr: 'Ağırlıklı Ortalama Fiyat', labelEn: 'Intraday Weighted Average Price', menuOrder: 1, urlEn: '/electricity/intraday-market/weighted-average-price' });
export const losses = page({ id: 81, labelTr: 'İletim Kayıpları', labelEn: 'Transmission Losses', menuOrder: 1, urlEn: '/electricity/transmission/losses' });
export const igdir = page({ id: 82, labelTr: 'IĞDIR Bağlantı Akışı', labelEn: 'Igdir Interconnection Flow', menuOrder: 2, urlEn: '/electricity/transmission/igdir-flow', nofav: true });
export const gasPrice = page({ id: 91, labelTr: 'Gaz Referans Fiyatı', labelEn: 'Gas Reference Price', menuOrder: 1, urlEn: '/natural-gas/spot-gas-market/reference-price' });
export const operator = page({ id: 99, labelTr: 'Operatör Sitesi', labelEn: 'Operator Site', menuOrder: 9, urlEn: 'https://operator.example/', externalSelf: true });

export const dam = group({ id: 10, labelTr: 'Gün Öncesi Piyasası', labelEn: 'Day-Ahead Market', menuOrder: 1 }, [damVolume, mcp]);
export const idm = group({ id: 11, labelTr: 'Gün İçi Piyasası', labelEn: 'Intraday Market', menuOrder: 2 }, [idmPrice]);
export const emptyGroup = group({ id: 12, labelTr: 'Boş Grup', labelEn: 'Empty Group', menuOrder: 3 }, [group({ id: 13, labelTr: 'Boş Alt Grup', labelEn: 'Empty Subgroup', menuOrder: 1 }, [])]);
export const transmission = group({ id: 14, labelTr: 'İletim', labelEn: 'Transmission', menuOrder: 4 }, [igdir, losses]);
export const electricity = group({ id: 1, labelTr: 'Elektrik', labelEn: 'Electricity', menuOrder: 1 }, [transmission, emptyGroup, idm, dam]);
export const spotGas = group({ id: 20, labelTr: 'Spot Gaz Piyasası', labelEn: 'Spot Gas Market', menuOrder: 1 }, [gasPrice]);
export const naturalGas = group({ id: 2, labelTr: 'Doğal Gaz', labelEn: 'Natural Gas', menuOrder: 2 }, [spotGas]);

export const menuFixture: MenuNode[] = [operator, naturalGas, electricity];
