// What a dashboard panel shows, for the whole-dashboard zip: each panel's report registers its applied view
// (filters with first options filled in, visible columns, sort, layout) on its own element, and the zip reads it
// from the panel's place on the page. A WeakMap: a panel that goes away takes its entry with it.
import { useEffect, useState } from 'react';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../../engine/request/filterValues';
import type { ExportView } from '../report/export/downloadExport';

export interface ReportBundleSource {
  descriptor: ReportDescriptor;
  values: FilterValues;
  view: ExportView;
  /** The view's layout shows the chart. */
  showChart: boolean;
  /** The view as a report page's query string (without `?`), for the link back. */
  search: string;
}

const sources = new WeakMap<Element, ReportBundleSource>();

export function bundleSourceOf(element: Element): ReportBundleSource | undefined {
  return sources.get(element);
}

/** A ref for the element holding a panel's report; the entry follows the source and leaves with the element. */
export function useBundleSource(source: ReportBundleSource): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element) return undefined;
    // The mark the zip looks for inside a panel (downloadDashboardBundle), beside the entry it reads.
    element.setAttribute('data-bundle-source', '');
    sources.set(element, source);
    return () => {
      sources.delete(element);
    };
  }, [element, source]);
  return setElement;
}
