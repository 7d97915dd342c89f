/**
 * Why a publish failed, in one line an editor reads in the studio: the drafts cannot be published,
 * the build failed at a step, the catalogue changed under it. The site and the drafts are as they
 * were.
 */
export class PublishFailure extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PublishFailure';
  }
}
