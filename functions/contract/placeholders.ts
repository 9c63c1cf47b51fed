/**
 * Texts an editor writes once for many pages, with a placeholder the page
 * fills in: "Results our {service} teams helped deliver" reads "Results our
 * React teams helped deliver" on /success-stories/react-dev. The schema checks
 * the placeholders (./schemas/success-stories); the page fills them in.
 */

const placeholder = /\{([^{}]*)\}/g;

/** The placeholders a text names, in order, repeats kept: "{service} and {service}" names service twice. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(placeholder)].map((found) => found[1] ?? '');

/** The text with each placeholder replaced by its value; one without a value stays as written. */
export const fillIn = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(placeholder, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] as string) : whole));

/** The texts before and after a placeholder's first place ("Results our ", " teams helped deliver"), each filled in with the other values. */
export function splitAt(text: string, name: string, values: Readonly<Record<string, string>> = {}): [string, string] {
  const mark = `{${name}}`;
  const at = text.indexOf(mark);
  if (at < 0) return [fillIn(text, values), ''];
  return [fillIn(text.slice(0, at), values), fillIn(text.slice(at + mark.length), values)];
}

/**
 * What is wrong with a text's placeholders, or undefined: one the page cannot
 * fill in, or a required one missing or written more than once.
 */
export function placeholderProblem(
  label: string,
  text: string,
  allowed: readonly string[],
  required: readonly string[] = [],
): string | undefined {
  const named = placeholdersIn(text);
  const known = allowed.map((name) => `{${name}}`).join(', ');
  const unknown = named.find((name) => !allowed.includes(name));
  if (unknown !== undefined) {
    return allowed.length > 0 ? `${label} may only use the placeholders ${known}, not {${unknown}}.` : `${label} has no placeholders.`;
  }
  const missing = required.find((name) => named.filter((found) => found === name).length !== 1);
  return missing === undefined ? undefined : `${label} must contain {${missing}} exactly once.`;
}
