import { describe, expect, it } from 'vitest';
import { parseDayInput, parseMonthInput } from './parseDayInput';

describe('parseDayInput', () => {
  it('reads DD.MM.YYYY and its common variants', () => {
    expect(parseDayInput('29.07.2024')).toEqual({ day: '2024-07-29' });
    expect(parseDayInput('9.7.2024')).toEqual({ day: '2024-07-09' });
    expect(parseDayInput('29/07/2024')).toEqual({ day: '2024-07-29' });
    expect(parseDayInput('29-07-2024')).toEqual({ day: '2024-07-29' });
    expect(parseDayInput(' 29. 07. 2024 ')).toEqual({ day: '2024-07-29' });
    expect(parseDayInput('29072024')).toEqual({ day: '2024-07-29' });
  });

  it('reads ISO days, as pasted from a link or a spreadsheet', () => {
    expect(parseDayInput('2024-07-29')).toEqual({ day: '2024-07-29' });
    expect(parseDayInput('2024-7-9')).toEqual({ day: '2024-07-09' });
  });

  it('reads an empty field as no day', () => {
    expect(parseDayInput('')).toEqual({ day: '' });
    expect(parseDayInput('   ')).toEqual({ day: '' });
  });

  it('names the day a month does not have', () => {
    expect(parseDayInput('31.02.2025')).toEqual({ problem: { kind: 'day', year: 2025, month: 2, days: 28 } });
    expect(parseDayInput('29.02.2023')).toEqual({ problem: { kind: 'day', year: 2023, month: 2, days: 28 } });
    expect(parseDayInput('29.02.2024')).toEqual({ day: '2024-02-29' });
    expect(parseDayInput('31.04.2024')).toEqual({ problem: { kind: 'day', year: 2024, month: 4, days: 30 } });
    expect(parseDayInput('00.04.2024')).toEqual({ problem: { kind: 'day', year: 2024, month: 4, days: 30 } });
  });

  it('names a month outside 1–12', () => {
    expect(parseDayInput('12.13.2024')).toEqual({ problem: { kind: 'month', month: 13 } });
    expect(parseDayInput('2024-00-10')).toEqual({ problem: { kind: 'month', month: 0 } });
  });

  it('refuses what it cannot read', () => {
    for (const text of ['29.07.24', '29.07-2024', '2024/07/29', 'yesterday', '29 07 2024', '01.01.0024', '07.2024']) {
      expect(parseDayInput(text), text).toEqual({ problem: { kind: 'format' } });
    }
  });
});

describe('parseMonthInput', () => {
  it('reads MM.YYYY, its variants and ISO months', () => {
    expect(parseMonthInput('07.2024')).toEqual({ month: '2024-07' });
    expect(parseMonthInput('7/2024')).toEqual({ month: '2024-07' });
    expect(parseMonthInput('07-2024')).toEqual({ month: '2024-07' });
    expect(parseMonthInput('072024')).toEqual({ month: '2024-07' });
    expect(parseMonthInput('2024-07')).toEqual({ month: '2024-07' });
    expect(parseMonthInput('')).toEqual({ month: '' });
  });

  it('takes a whole day as its month', () => {
    expect(parseMonthInput('15.03.2024')).toEqual({ month: '2024-03' });
    expect(parseMonthInput('2024-03-15')).toEqual({ month: '2024-03' });
    expect(parseMonthInput('31.02.2025')).toEqual({ problem: { kind: 'day', year: 2025, month: 2, days: 28 } });
  });

  it('names a month outside 1–12 and refuses what it cannot read', () => {
    expect(parseMonthInput('13.2024')).toEqual({ problem: { kind: 'month', month: 13 } });
    expect(parseMonthInput('July 2024')).toEqual({ problem: { kind: 'format' } });
    expect(parseMonthInput('07.24')).toEqual({ problem: { kind: 'format' } });
  });
});
