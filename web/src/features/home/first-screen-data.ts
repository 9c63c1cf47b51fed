/** Content of the home page's first screen (stats and ticker): kept apart so the first chunk carries none of the rest. */
export const stats = [
  { value: '400+', label: 'Engineers', detail: 'on product, cloud, data and quality teams' },
  { value: '20', label: 'Countries', detail: 'with satisfied customers' },
  { value: '1000+', label: 'Projects delivered', detail: 'from MVPs to enterprise platforms' },
] as const;

/** The ticker's eleven names, in the spec's order and spelling. */
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
