// The fix a validation message gives for a name no registry holds: the likely typo first, then every known name.
import { describe, expect, it } from 'vitest';
import { closestFirst, suggestKnown } from './closestNames';

describe('closestFirst / suggestKnown', () => {
  it('orders the known names by closeness, ignoring case', () => {
    expect(closestFirst('TL/MWH', ['TL', 'MWh', 'TL/MWh', 'USD/MWh'])).toEqual(['TL/MWh', 'MWh', 'USD/MWh', 'TL']);
    // Equally close names keep the registry's order.
    expect(closestFirst('ab', ['ax', 'xb'])).toEqual(['ax', 'xb']);
  });

  it('asks "did you mean" only for a near name', () => {
    expect(suggestKnown('stepline', ['line', 'stepLine', 'simpleColumn'], 'the chart types')).toBe('did you mean "stepLine"? use one of (closest first): stepLine, line, simpleColumn (the chart types)');
    expect(suggestKnown('pie-of-pies', ['line', 'stepLine'], 'the chart types')).toBe('use one of (closest first): line, stepLine (the chart types)');
  });
});
