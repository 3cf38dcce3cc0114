// The SMP system direction as the exports write it (`? Enerji Açığı`, `?Enerji Fazlası`, `Dengede`, with a lost
// arrow glyph and varying spaces in the old Windows-1254 files; English on the English site) → id and the
// stored Turkish text of the simulator (SYSTEM_DIRECTIONS).
import { SYSTEM_DIRECTIONS, type SmpDirectionId } from '../simulator/balancing';
import { foldHeader } from './foldHeader';

export function parseDirection(cell: string): { smpDirectionId: SmpDirectionId; systemDirection: string } | undefined {
  const key = foldHeader(cell).replace(/[^a-z]/g, '');
  let id: SmpDirectionId | undefined;
  if (/acig|deficit/.test(key)) id = 1;
  else if (/fazla|surplus/.test(key)) id = 2;
  else if (/dengede|balanced|inbalance/.test(key)) id = 3;
  return id === undefined ? undefined : { smpDirectionId: id, systemDirection: SYSTEM_DIRECTIONS[id] };
}
