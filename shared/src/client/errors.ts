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
export const errorMessage = (e: unknown): string =>
  e instanceof Error ? e.message : transportMessages.unknown;
