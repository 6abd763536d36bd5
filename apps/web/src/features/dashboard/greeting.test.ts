// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getGetStartedLabel, getGreeting, getGreetingPeriod } from './greeting.ts';

describe('dashboard greeting', () => {
  it('follows the hours of the spec', () => {
    const byHour = Array.from({ length: 24 }, (_unused, hour) => getGreetingPeriod(hour));
    expect(byHour).toEqual([
      'nightOwl',
      'nightOwl',
      'nightOwl',
      'nightOwl',
      'earlyBird',
      'earlyBird',
      'earlyBird',
      'morning',
      'morning',
      'morning',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'evening',
      'evening',
      'nightOwl',
      'nightOwl',
      'nightOwl',
      'nightOwl',
    ]);
  });

  it('names the user when it can', () => {
    expect(getGreeting(9, 'Pat')).toBe('Good morning, Pat');
    expect(getGreeting(2, '')).toBe('Hello night owl');
    expect(getGreeting(5, 'Kim')).toBe('Hello early bird, Kim');
  });

  it("offers 'Let's review and finish' once drafts exist", () => {
    expect(getGetStartedLabel(0)).toBe("Let's get started");
    expect(getGetStartedLabel(3)).toBe("Let's review and finish");
  });
});
