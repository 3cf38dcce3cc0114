// The filter widgets a descriptor may name. Each is drawn by src/web/report/filters/widgets/<Name>.
export const filterWidgetIds = ['dateRange', 'lookup', 'select'] as const;
export type FilterWidgetId = (typeof filterWidgetIds)[number];
