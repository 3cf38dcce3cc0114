// What a panel may ask of the dashboard that holds it; the page binds these to the panel's id.
import type { DashboardPanel, SplitDirection } from '../../engine/dashboard/dashboardLayout';

export interface PanelActions {
  canSplit: boolean;
  canMerge: boolean;
  /** Why split is off (the panel limit), for its tooltip. */
  limitMessage: string;
  onChange: (patch: Partial<Pick<DashboardPanel, 'reportId' | 'view' | 'height'>>) => void;
  onSplit: (direction: SplitDirection) => void;
  onMerge: () => void;
  onFullScreen: (on: boolean) => void;
}
