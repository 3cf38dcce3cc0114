// One item of a report response, exactly as the web service returns it (field names are the API's).

/** A field of one member of a nested list (e.g. one hour of a fault's `faultDetails`). */
export type ListItemValue = string | number | boolean | null;
/** One member of a nested list: a plain value or a small object of plain values. */
export type ListItem = ListItemValue | { readonly [field: string]: ListItemValue };
export type CellValue = string | number | boolean | null | readonly ListItem[];
export type ReportRow = Record<string, CellValue>;
