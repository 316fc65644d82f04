/** docs/product.md#errors transport texts, verbatim. */
export const transportMessages = {
  network: 'Network error, please check your internet connection',
  server: 'Server error, if the problem persists please contact us',
  unknown: 'Unknown server error',
} as const;

export const NETWORK_ERROR_STATUS = 501;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * A failure of the way to the API rather than an answer from it: a balancer with no process to pass
 * the request to (a rolling restart, a process closing its connections), or one that timed out.
 * Sending the same change again is safe only for a change that is idempotent.
 */
export const isGatewayFailure = (e: unknown): boolean =>
  isApiError(e) && (e.status === 502 || e.status === 503 || e.status === 504);
export const errorMessage = (e: unknown): string =>
  e instanceof Error ? e.message : transportMessages.unknown;
