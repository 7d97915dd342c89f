/** Generated media that do not match the media plan, or a step of the generation that failed. */
export class MediaGenerationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MediaGenerationError';
  }
}
