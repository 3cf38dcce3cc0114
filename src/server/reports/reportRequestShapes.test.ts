import { describe, expect, it } from 'vitest';
import { gasFuturesByTradeOrDelivery as futures, oneYear } from '../../engine/filters/testing/filterShapeDescriptors';
import { ApiError } from '../errors/apiError';
import { compileRequestValidator } from './reportRequest';

function errorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('the request shapes the server reads', () => {
  const futuresRequest = compileRequestValidator(futures);

  it('takes a choice path by trade dates, reading the range from the chosen body', () => {
    const request = futuresRequest.parse({ isTransactionPeriod: true, startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-03T00:00:00+03:00' }, 'en', undefined);
    expect(request.range).toEqual({ start: '2024-07-01', end: '2024-07-03' });
  });

  it('takes a choice path by delivery, with no date range, and fills in the switch when it is left out', () => {
    const request = futuresRequest.parse({ deliveryYear: '2024', deliveryPeriod: 'Q1' }, 'en', undefined);
    expect(request.range).toBeUndefined();
    expect(request.body.isTransactionPeriod).toBe(false);
  });

  it('answers 400 naming both bodies when the named one is incomplete', () => {
    const error = errorOf(() => futuresRequest.parse({ isTransactionPeriod: false, startDate: '2024-07-01T00:00:00+03:00' }, 'en', undefined));
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual([{
      errorCode: 'INCOMPLETE_REQUEST_BODY',
      errorMessage: 'This report takes one of these request bodies: {isTransactionPeriod: true, startDate, endDate} or {isTransactionPeriod: false, deliveryYear}.',
    }]);
    expect(errorOf(() => futuresRequest.parse({}, 'tr', undefined)).errors[0]?.errorMessage).toBe(
      'Bu rapor şu istek gövdelerinden birini alır: {isTransactionPeriod: true, startDate, endDate} ya da {isTransactionPeriod: false, deliveryYear}.',
    );
  });

  it('reads a one-year field as every day of that year', () => {
    const request = compileRequestValidator(oneYear).parse({ period: '2023-01-01T00:00:00+03:00' }, 'en', undefined);
    expect(request.range).toEqual({ start: '2023-01-01', end: '2023-12-31' });
  });
});
