import { describe, expect, it } from 'vitest';
import { DASHBOARD_SCHEMA_VERSION } from './dashboardLayout';
import { migrateDashboard } from './migrateDashboard';

const versionOne = {
  schemaVersion: 1,
  layout: {
    root: {
      kind: 'split', id: 's1', direction: 'row', sizes: [50, 50],
      children: [
        { kind: 'panel', id: 'p1', reportId: 'day-ahead-market-clearing-price', view: 'layout=chart' },
        { kind: 'split', id: 's2', direction: 'column', sizes: [50, 50], children: [
          { kind: 'panel', id: 'p2', reportId: null, view: '' },
          { kind: 'panel', id: 'p3', reportId: null, view: '' },
        ] },
      ],
    },
  },
};

describe('migrateDashboard', () => {
  it('gives every panel of a version 1 dashboard the default height, nested ones too, and keeps the rest', () => {
    const migrated = migrateDashboard(versionOne);
    expect(migrated.schemaVersion).toBe(DASHBOARD_SCHEMA_VERSION);
    expect(JSON.stringify(migrated)).toBe(JSON.stringify({
      schemaVersion: 2,
      layout: { root: { ...versionOne.layout.root, children: [
        { ...versionOne.layout.root.children[0], height: 500 },
        { ...versionOne.layout.root.children[1], children: [
          { kind: 'panel', id: 'p2', reportId: null, view: '', height: 500 },
          { kind: 'panel', id: 'p3', reportId: null, view: '', height: 500 },
        ] },
      ] } },
    }));
  });

  it('leaves a current document as it is, and an unknown future version for the validator to refuse', () => {
    const current = { schemaVersion: 2, layout: { root: { kind: 'panel', id: 'p', reportId: null, view: '', height: 720 } } };
    expect(migrateDashboard(current)).toBe(current);
    expect(migrateDashboard({ schemaVersion: 9, layout: {} }).schemaVersion).toBe(9);
    expect(migrateDashboard({ schemaVersion: 0, layout: {} }).schemaVersion).toBe(0);
  });
});
