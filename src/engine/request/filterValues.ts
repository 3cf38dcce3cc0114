// What the filter form holds, keyed by request field name. Date fields hold Istanbul days (YYYY-MM-DD);
// the conversion to the web service's date-time happens once, in toRequest.
export type FilterValues = Record<string, string | number | undefined>;
