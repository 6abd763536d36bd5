/** The spec states season dates and times in Pacific time. */
export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';

const PARTS_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC_TIME_ZONE, month: 'short' });

export type Instant = Date | string | number;

/** Epoch milliseconds of an instant given as a Date, an ISO string with offset, or milliseconds. */
export function getEpochMs(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
}

interface PacificParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function getPacificParts(instant: Instant): PacificParts {
  const parts: PacificParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of PARTS_FORMAT.formatToParts(new Date(getEpochMs(instant)))) {
    if (Object.hasOwn(parts, part.type)) parts[part.type as keyof PacificParts] = Number(part.value);
  }
  return parts;
}

/** The calendar date 'YYYY-MM-DD' in Pacific time, e.g. "today" for pricing. */
export function getPacificDate(instant: Instant): string {
  const { year, month, day } = getPacificParts(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function getOrdinal(day: number): string {
  const lastTwo = day % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** 'Jan 6th', the spec's way of writing a day. */
export function formatPacificDay(instant: Instant): string {
  const { day } = getPacificParts(instant);
  return `${MONTH_FORMAT.format(new Date(getEpochMs(instant)))} ${getOrdinal(day)}`;
}

/** 'Jan 27th, 1:00 PM PT'. */
export function formatPacificDateTime(instant: Instant): string {
  const { hour, minute } = getPacificParts(instant);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${formatPacificDay(instant)}, ${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'} PT`;
}
