// Every time on the platform is Istanbul time, which has been UTC+3 all year since 2016; pages say so.
export const ISTANBUL_UTC_OFFSET = 'UTC+3';
