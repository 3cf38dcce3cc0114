// Closed lists the descriptor schema names and the browser app needs at run time. They live apart from
// report.schema.ts so that the app's first chunk imports these few words, not the whole schema with its texts.
export const datePresets = ['today', 'yesterday', 'tomorrow', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;
export const chartResolutions = ['hour', 'day', 'week', 'month'] as const;
