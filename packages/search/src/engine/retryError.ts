/** The error the hosted client raises when no host answers: DocSearch shows its error screen for this name. */
export class RetryError extends Error {
  constructor(cause: unknown) {
    super('Unreachable hosts - the search index could not be loaded.', {cause});
    this.name = 'RetryError';
  }
}
