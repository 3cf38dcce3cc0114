// The applied view lives in the address: reading it parses the query string (engine fromViewSearchParams),
// changing it writes only what differs from the defaults (toViewSearchParams). A new range or filter pushes a
// history entry, so back and forward step through the views the reader asked for; a new sort, column
// choice or layout replaces the entry.
import { useCallback, useMemo } from 'react';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { fromViewSearchParams } from '../../../engine/url/fromViewSearchParams';
import { defaultReportView, type ReportView } from '../../../engine/url/reportView';
import { toViewSearchParams } from '../../../engine/url/toViewSearchParams';
import { VIEW_PARAMS } from '../../../engine/url/viewParamNames';
import { navigate } from '../../router/history';
import { useLocation } from '../../router/useLocation';
import { useMemberDefaultsSearch } from '../../shell/settings/parameters/useMemberDefaultsSearch';
import { useScreenDefaults } from '../../screenDefaults/screenDefaultsStore';

export type ViewChange = Partial<ReportView> | ((view: ReportView) => Partial<ReportView>);

export interface ReportViewState {
  view: ReportView;
  defaults: ReportView;
  /** Merges a change into the view; `replace` for changes that are not a new view worth a Back step. */
  change: (change: ViewChange, options?: { replace?: boolean }) => void;
}

export function toViewSearch(descriptor: ReportDescriptor, view: ReportView, defaults: ReportView): string {
  const query = toViewSearchParams(descriptor, view, defaults).toString();
  return query === '' ? '' : `?${query}`;
}

export function useReportView(descriptor: ReportDescriptor, now: Date): ReportViewState {
  const { pathname, search } = useLocation();
  // The layout a page opens with is the platform's (admin screen 9016) when the report has a chart.
  const platformLayout = useScreenDefaults().reportLayout;
  const defaults = useMemo(() => ({ ...defaultReportView(descriptor, now), ...(descriptor.chart ? { layout: platformLayout } : {}) }), [descriptor, now, platformLayout]);
  // An address that names nothing opens on the signed-in member's own defaults (settings, "Parameters").
  const memberSearch = useMemberDefaultsSearch(descriptor, now);
  const opened = search === '' || search === '?' ? memberSearch : search;
  const view = useMemo(() => {
    const params = new URLSearchParams(opened);
    const read = fromViewSearchParams(descriptor, params, now);
    // An address naming no layout opens on the default one, the platform's.
    return params.has(VIEW_PARAMS.layout) ? read : { ...read, layout: defaults.layout };
  }, [descriptor, opened, now, defaults.layout]);
  const change = useCallback(
    (next: ViewChange, options: { replace?: boolean } = {}) => {
      const patch = typeof next === 'function' ? next(view) : next;
      navigate(pathname + toViewSearch(descriptor, { ...view, ...patch }, defaults), { keepScroll: true, replace: options.replace ?? false });
    },
    [descriptor, defaults, pathname, view],
  );
  return useMemo(() => ({ view, defaults, change }), [view, defaults, change]);
}
