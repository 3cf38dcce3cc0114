// Imbalance prices of an hour (/v1/data/ptf-smf-sdf): a participant with a positive imbalance (more energy
// than contracted) is paid the lower of MCP and SMP less 3 %, one with a negative imbalance pays the higher
// plus 3 %. The rule holds for every real hour of 2015–2019 (data-stats §11).
export interface ImbalancePrices {
  ptf: number;
  smf: number;
  positiveImbalance: number;
  negativeImbalance: number;
  systemStatus: string;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function imbalancePrices(mcp: number, smp: number, systemDirection: string): ImbalancePrices {
  return {
    ptf: mcp, smf: smp,
    positiveImbalance: round2(Math.min(mcp, smp) * 0.97),
    negativeImbalance: round2(Math.max(mcp, smp) * 1.03),
    systemStatus: systemDirection,
  };
}
