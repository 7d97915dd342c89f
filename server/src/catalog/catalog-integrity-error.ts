/**
 * The catalogue contradicts itself: a reference to a row or key it does not hold. Imports check
 * references and the schema's foreign keys guard the tables, so this is a bug in the server,
 * never a mistake of a visitor or of a catalogue document.
 */
export class CatalogIntegrityError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CatalogIntegrityError';
  }
}
