import { describe, expect, it } from 'vitest';
import { priceDescriptor, priceRows, yearOfHours } from '../chartFixtures';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('simpleColumn toEchartsOption', () => {
  it('draws bars with a shadow pointer', () => {
    const option = toEchartsOption({ descriptor: priceDescriptor, rows: priceRows, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series[0]).toMatchObject({ type: 'bar', barMaxWidth: 28 });
    expect(option.series[0].stack).toBeUndefined();
    expect(option.tooltip.axisPointer.type).toBe('shadow');
  });

  it('switches to large mode for a year of hours', () => {
    const option = toEchartsOption({ descriptor: priceDescriptor, rows: yearOfHours(), locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series[0].large).toBe(true);
  });
});
