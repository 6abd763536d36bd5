import { describe, expect, it } from 'vitest';
import {
  formatPacificDateTime,
  formatPacificDay,
  getOrdinal,
  getPacificDate,
  getEpochMs,
} from './pacific-time.ts';

describe('Pacific time', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('%i → %s', (day, ordinal) => {
    expect(getOrdinal(day)).toBe(ordinal);
  });

  it('gives the Pacific calendar date, across daylight saving time', () => {
    expect(getPacificDate('2026-01-01T07:59:59Z')).toBe('2025-12-31');
    expect(getPacificDate('2026-01-01T08:00:00Z')).toBe('2026-01-01');
    expect(getPacificDate(new Date('2026-07-01T06:59:59Z'))).toBe('2026-06-30');
    expect(getPacificDate(Date.UTC(2026, 6, 1, 7))).toBe('2026-07-01');
  });

  it('formats days and times as the spec writes them', () => {
    expect(formatPacificDay('2026-01-06T00:00:00-08:00')).toBe('Jan 6th');
    expect(formatPacificDateTime('2026-01-27T13:00:00-08:00')).toBe('Jan 27th, 1:00 PM PT');
    expect(formatPacificDateTime('2026-01-27T00:05:00-08:00')).toBe('Jan 27th, 12:05 AM PT');
    expect(formatPacificDateTime('2026-07-04T12:00:00-07:00')).toBe('Jul 4th, 12:00 PM PT');
    expect(getEpochMs('2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
  });
});
