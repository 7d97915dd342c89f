/** A backup or restore that cannot be done as asked: its message is for the operator, in one line. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}
