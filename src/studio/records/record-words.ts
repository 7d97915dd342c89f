/** A field's name as a label: 'first_name' → 'First name', 'duration_ms' → 'Duration (ms)'. */
export function labelOf(name: string): string {
  const words = name.replace(/_ms$/, ' (ms)').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's meaning as plain text: the documentation's `code` marks dropped. */
export function plainMeaning(meaning: string): string {
  return meaning.replaceAll('`', '');
}
