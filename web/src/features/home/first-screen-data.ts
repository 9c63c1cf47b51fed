/** The ticker's eleven names, in the spec's order and spelling (with their logos, they stay in code). */
export const tickerNames = [
  'Java',
  'NodeJS',
  'GoLang',
  'Angular',
  'SQL',
  'Mongodb',
  'Snowflake',
  'SDK',
  'Linux',
  'Unity',
  'Visual Studio',
] as const;
export type TickerName = (typeof tickerNames)[number];
