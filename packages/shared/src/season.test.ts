import { describe, expect, it } from 'vitest';
import { SEASON_2025, SEASON_2026, getSeasonYearRole, getYearLabel } from './season.ts';

describe('season presets', () => {
  it('reproduces the 2025 season of the specification', () => {
    expect(SEASON_2025.latestFilingYear).toBe(2024);
    expect(SEASON_2025.defaultFilingYear).toBe(2024);
    expect(SEASON_2025.selectableYears).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
  });

  it('ships the 2026 season with 2020-2026 selectable', () => {
    expect(SEASON_2026.latestFilingYear).toBe(2025);
    expect(SEASON_2026.selectableYears).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  });

  it('labels years Latest, Upcoming and Previous', () => {
    expect(getSeasonYearRole(SEASON_2026, 2025)).toBe('Latest');
    expect(getSeasonYearRole(SEASON_2026, 2026)).toBe('Upcoming');
    expect(getSeasonYearRole(SEASON_2026, 2021)).toBe('Previous');
    expect(getYearLabel(2026)).toBe('Income earned in 2026');
  });
});
