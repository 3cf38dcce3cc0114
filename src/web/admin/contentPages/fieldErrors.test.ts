import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { pointerId, toFieldErrors } from './fieldErrors';

describe('toFieldErrors', () => {
  it('puts each message beside the field it names and keeps the rest general', () => {
    const error = new ApiError(400, [
      { errorCode: 'INVALID_FIELD', errorMessage: 'items[1].answer.en: cannot be empty; both languages are required.' },
      { errorCode: 'INVALID_FIELD', errorMessage: 'items: must hold between 1 and 100 entries.' },
    ]);
    const shown = new Set(['items[1].answer.en']);
    expect(toFieldErrors(error, (p) => shown.has(p))).toEqual({
      byPointer: { 'items[1].answer.en': 'cannot be empty; both languages are required.' },
      general: ['items: must hold between 1 and 100 entries.'],
    });
  });

  it('says something even when the failure carries no message', () => {
    expect(toFieldErrors(new Error('Network down'), () => true)).toEqual({ byPointer: {}, general: ['Network down'] });
  });

  it('makes a usable element id of a pointer', () => {
    expect(pointerId('f', 'items[12].question.tr')).toBe('f-items-12-question-tr');
  });
});
