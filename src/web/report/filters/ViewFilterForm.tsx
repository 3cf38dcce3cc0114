// The filter form of an applied view: it shows the view's filters (first options filled in) and applies or resets
// them through the view's context (ReportViewContext). One wiring for the report page and a dashboard panel.
import type { ReportDescriptor, SpanLimit } from '../../../../schemas/report.schema';
import type { ReportView } from '../../../engine/url/reportView';
import { useReportViewContext } from '../view/reportViewContext';
import { FilterForm } from './FilterForm';

interface ViewFilterFormProps { descriptor: ReportDescriptor; view: ReportView; spanLimit: SpanLimit | undefined; now: Date }

export function ViewFilterForm({ descriptor, view, spanLimit, now }: ViewFilterFormProps) {
  const { change, defaults } = useReportViewContext();
  return (
    <FilterForm
      descriptor={descriptor}
      values={view.filters}
      rangePreset={view.rangePreset}
      spanLimit={spanLimit}
      now={now}
      onApply={(filters, rangePreset) => change({ filters, rangePreset })}
      onReset={() => change({ filters: defaults.filters, rangePreset: defaults.rangePreset })}
    />
  );
}
