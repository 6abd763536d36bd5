/**
 * The dashboard greeting by the hour of the day (spec part 2 §2): night owl before 4, early bird from 4
 * to 7, morning until 12, afternoon until 16, evening until 20, then night owl again.
 */
export type GreetingPeriod = 'nightOwl' | 'earlyBird' | 'morning' | 'afternoon' | 'evening';

export function getGreetingPeriod(hour: number): GreetingPeriod {
  if (hour < 4) return 'nightOwl';
  if (hour < 7) return 'earlyBird';
  if (hour < 12) return 'morning';
  if (hour < 16) return 'afternoon';
  if (hour < 20) return 'evening';
  return 'nightOwl';
}

const GREETINGS: Readonly<Record<GreetingPeriod, string>> = {
  nightOwl: 'Hello night owl',
  earlyBird: 'Hello early bird',
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
};

/** 'Good morning, Pat' — or without the name when there is none. */
export function getGreeting(hour: number, firstName: string | null | undefined): string {
  const greeting = GREETINGS[getGreetingPeriod(hour)];
  const name = (firstName ?? '').trim();
  return name ? `${greeting}, ${name}` : greeting;
}

/** The get-started button (spec part 1 §2, Dashboard cards). */
export function getGetStartedLabel(draftCount: number): string {
  return draftCount > 0 ? "Let's review and finish" : "Let's get started";
}
