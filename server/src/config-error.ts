/**
 * A configuration the server refuses to run with. Its message is one line an operator can act
 * on (what is wrong and how to fix it); `main.ts` prints it alone, without a stack trace.
 */
export class ConfigError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ConfigError';
  }
}
