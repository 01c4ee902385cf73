/** `fillMessage('{count} results', { count: 3 })` → `3 results`: catalogue messages with placeholders. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
