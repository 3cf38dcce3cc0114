// One item of a report response, exactly as the web service returns it (field names are the API's).
export type CellValue = string | number | null;
export type ReportRow = Record<string, CellValue>;
