// The shape of a dataset definition (see datasets.ts for the registry and the time convention).
export type FieldType = 'DOUBLE' | 'INTEGER' | 'BIGINT' | 'VARCHAR';

export interface DatasetField { name: string; type: FieldType }

export interface DatasetDefinition {
  id: string;
  /** Table name in the store. */
  table: string;
  grain: 'hour' | 'day' | 'month' | 'none';
  /** Fields that identify a series (filterable); the row key is ts + dimensions (dimensions alone without a time axis). */
  dimensions: DatasetField[];
  /**
   * Several rows may share the row key (a forecast's years, a list's facilities, a correction's versions): their
   * order then comes from the answered columns too. Without it the key is unique (tests/store/datasetKeys.test.ts
   * holds every dataset to it), so ordering by the key alone gives one order on both stores.
   */
  keyRepeats?: true;
  /** Measured values and descriptive attributes. */
  fields: DatasetField[];
  /**
   * A table holding the same measures already added up over every dimension, read when a request
   * leaves every dimension empty (e.g. the whole system instead of one power plant).
   */
  rollupTable?: string;
  /**
   * The id of the dataset whose stored rows this one is a view over (built at start by a seed/build*View.ts): its
   * `table` is that view, so it has no table, no simulated rows and no revisions of its own (revise the stored one).
   */
  viewOf?: string;
  /**
   * When a row becomes public (see publishedBefore.ts and README.md): 'realtime' an hour once it is over,
   * 'dayAheadInterim' the next day's interim MCP at 13:00, 'dayAhead' the next day's final results at 14:00,
   * 'daily' a day's row on that day, 'sessionClose' a trading day's rows when its session closes (17:00 that day), 'dayOver' a day's rows once the day is over (00:00 the next day), 'settlement' a month's rows on the 15th of the next month at 00:00,
   * 'always' registry data.
   */
  publication: 'realtime' | 'dayAheadInterim' | 'dayAhead' | 'daily' | 'sessionClose' | 'dayOver' | 'settlement' | 'always';
}

/** A measured value stored as a double. */
export const doubleField = (name: string): DatasetField => ({ name, type: 'DOUBLE' });
