/**
 * What a visitor typed into a prerendered form before the page hydrated. The
 * browser keeps it in the fields but React's state starts empty, so the next
 * render would wipe it and the check would call the field empty. Text fields,
 * checkboxes, checkbox lists and radio groups whose DOM state differs from the
 * state are read back; hidden inputs (the combobox's chosen value) are left alone.
 */
export function typedBeforeHydration<V extends Record<string, unknown>>(form: HTMLFormElement, values: V): Partial<V> {
  const typed: Record<string, unknown> = {};
  const lists = new Map<string, string[]>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !(element.name in values)) continue;
    const current = values[element.name];
    if (Array.isArray(current)) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        const ticked = lists.get(element.name) ?? [];
        if (element.checked) ticked.push(element.value);
        lists.set(element.name, ticked);
      }
    } else if (typeof current === 'boolean') {
      if (element instanceof HTMLInputElement && element.type === 'checkbox' && element.checked !== current)
        typed[element.name] = element.checked;
    } else if (typeof current === 'string') {
      const read = readText(element);
      if (read !== undefined && read !== current) typed[element.name] = read;
    }
  }
  for (const [name, ticked] of lists) {
    const current = values[name] as unknown[];
    if (ticked.length !== current.length || ticked.some((value) => !current.includes(value))) typed[name] = ticked;
  }
  return typed as Partial<V>;
}

function readText(element: HTMLInputElement | HTMLTextAreaElement): string | undefined {
  if (element instanceof HTMLTextAreaElement) return element.value;
  if (element.type === 'radio') return element.checked ? element.value : undefined;
  return ['text', 'email', 'tel', 'search', 'url', 'password'].includes(element.type) ? element.value : undefined;
}
