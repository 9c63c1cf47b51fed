/**
 * What the success-stories document must meet across its fields, beyond each
 * field's own checks: the page groups clients under the year summaries, so
 * every client's year has its summary and every summary has its clients; a
 * year is listed once in the summaries and once in the growth series. Each
 * message names the group and entry as the form's group messages do, so the
 * form marks the input ("Clients, entry 3: Year 2018 has no entry in Client years.").
 */

interface YearEntry {
  year: number;
}

export interface StoriesYears {
  clientYears?: readonly YearEntry[];
  clients?: readonly YearEntry[];
  growth?: readonly YearEntry[];
}

/** The first entry whose year an earlier entry already has. */
function repeatedYear(label: string, entries: readonly YearEntry[]): string | undefined {
  const seen = new Set<number>();
  for (const [index, { year }] of entries.entries()) {
    if (seen.has(year)) return `${label}, entry ${index + 1}: Year ${year} is listed twice.`;
    seen.add(year);
  }
  return undefined;
}

/** The problems by field name; none when the document is consistent. */
export function successStoriesProblems({ clientYears = [], clients = [], growth = [] }: StoriesYears): Record<string, string> {
  const problems: Record<string, string> = {};
  const summarized = new Set(clientYears.map((entry) => entry.year));
  const joined = new Set(clients.map((client) => client.year));
  const repeated = repeatedYear('Client years', clientYears);
  const empty = clientYears.findIndex((entry) => !joined.has(entry.year));
  if (repeated) problems.clientYears = repeated;
  else if (empty >= 0)
    problems.clientYears = `Client years, entry ${empty + 1}: Year ${clientYears[empty]?.year} has no clients in Clients.`;
  const orphan = clients.findIndex((client) => !summarized.has(client.year));
  if (orphan >= 0) problems.clients = `Clients, entry ${orphan + 1}: Year ${clients[orphan]?.year} has no entry in Client years.`;
  const growthRepeat = repeatedYear('Growth', growth);
  if (growthRepeat) problems.growth = growthRepeat;
  return problems;
}
