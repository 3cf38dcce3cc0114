// The applied view, shared with every part of the page that must show the same thing: the table, chart,
// summary and the export panel (which sends the view's sort and visible columns with an export request).
import { createContext, useContext } from 'react';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { visibleColumnKeys } from '../../../engine/url/reportView';
import type { ReportViewState } from './useReportView';

export interface ReportViewContextValue extends ReportViewState {
  descriptor: ReportDescriptor;
}

export const ReportViewContext = createContext<ReportViewContextValue | null>(null);

export function useReportViewContext(): ReportViewContextValue {
  const value = useContext(ReportViewContext);
  if (!value) throw new Error('useReportViewContext outside a report page');
  return value;
}

/** What an export of "what I see" needs: the table's order and its visible columns. */
export function useExportView(): { sort: ReportViewState['view']['sort']; columns: string[] } {
  const { descriptor, view } = useReportViewContext();
  return { sort: view.sort, columns: visibleColumnKeys(descriptor, view) };
}
