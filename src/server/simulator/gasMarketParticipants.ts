// The natural-gas market's participant register (natural-gas /v1/markets/general-data/data/market-participant):
// every organisation with a gas licence or a seat in the spot (naturalGasMarketParticipation) or futures
// (vgpParticipation) gas market, drawn from the market participants of organizations.ts. `tuzelKisilik` says
// whether the participant is registered as a company of its own (A.Ş., Ltd. Şti.), which every licensee is
// except the organised-industrial-zone directorates that distribute gas inside their zone. Derived, not drawn:
// the same organisations always give the same register.
import type { Organization } from './organizations';

export interface GasMarketParticipant {
  organizationId: number;
  eic: string;
  organizationName: string;
  /** Flags as 0/1, as the registry stores them (answered as booleans). */
  naturalGasMarketParticipation: number;
  vgpParticipation: number;
  tuzelKisilik: number;
}

const COMPANY_FORM = /\b(A\.Ş\.|Ltd\. Şti\.)$/u;

function takesPartInGas(o: Organization): boolean {
  return o.licence.startsWith('DOĞAL GAZ') || o.naturalGasMarketEntry === 1 || o.vgpParticipation === 1;
}

export function simulateGasMarketParticipants(organizations: readonly Organization[]): GasMarketParticipant[] {
  return organizations.filter(takesPartInGas).map((o) => ({
    organizationId: o.organizationId,
    eic: o.organizationEtsoCode,
    organizationName: o.organizationName,
    naturalGasMarketParticipation: o.naturalGasMarketEntry,
    vgpParticipation: o.vgpParticipation,
    tuzelKisilik: COMPANY_FORM.test(o.organizationName) ? 1 : 0,
  }));
}
