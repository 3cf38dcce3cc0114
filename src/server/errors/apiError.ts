// The operator's error envelope: HTTP 400 (or 401/403/404) with {errors:[{errorCode, errorMessage}]}.
export interface ApiErrorItem { errorCode: string; errorMessage: string }

export class ApiError extends Error {
  constructor(readonly statusCode: number, readonly errors: ApiErrorItem[]) {
    super(errors.map((e) => e.errorMessage).join(' '));
    this.name = 'ApiError';
  }
}
