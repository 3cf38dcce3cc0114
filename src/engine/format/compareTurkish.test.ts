import { describe, expect, it } from 'vitest';
import { compareTurkish } from './compareTurkish';

describe('compareTurkish', () => {
  it('puts each Turkish letter right after its Latin sibling, not after Z', () => {
    const names = ['Zonguldak', 'Çanakkale', 'Cide', 'Doğanşehir', 'Ömerli', 'Ordu', 'Şile', 'Sinop', 'Ünye', 'Uşak', 'İzmir', 'Iğdır', 'Gölbaşı', 'Ğ'];
    expect([...names].sort(compareTurkish)).toEqual(['Cide', 'Çanakkale', 'Doğanşehir', 'Gölbaşı', 'Ğ', 'Iğdır', 'İzmir', 'Ordu', 'Ömerli', 'Sinop', 'Şile', 'Uşak', 'Ünye', 'Zonguldak']);
  });

  it('orders numbers inside names by value', () => {
    expect(['Ünite 10', 'Ünite 2', 'Ünite 1'].sort(compareTurkish)).toEqual(['Ünite 1', 'Ünite 2', 'Ünite 10']);
  });
});
