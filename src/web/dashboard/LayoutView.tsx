// The dashboard's tree drawn as nested flex boxes: a `row` split side by side in its shares, a `column` split
// stacked (each part at its own height). Below 768 px every split stacks (dashboard.css).
import type { CSSProperties, ReactNode } from 'react';
import type { DashboardNode, DashboardPanel } from '../../engine/dashboard/dashboardLayout';

interface LayoutViewProps {
  node: DashboardNode;
  renderPanel: (panel: DashboardPanel) => ReactNode;
}

export function LayoutView({ node, renderPanel }: LayoutViewProps) {
  if (node.kind === 'panel') return <>{renderPanel(node)}</>;
  return (
    <div className={`dashboard-split is-${node.direction}`}>
      {node.children.map((child, i) => (
        <div key={child.id} className="dashboard-part" style={node.direction === 'row' ? ({ '--share': `${node.sizes[i] ?? 0}%` } as CSSProperties) : undefined}>
          <LayoutView node={child} renderPanel={renderPanel} />
        </div>
      ))}
    </div>
  );
}
