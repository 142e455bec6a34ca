import type { TeamScope } from './api/calendar-queries';
import type { CalendarMode } from './components/calendar-sidebar';

/**
 * Why the calendar shows no schedule, when a calendar is wanting: 'noneShown' when the list has
 * calendars and none is ticked (ticking one helps), else whose calendars there are none of:
 * the user's, the colleagues' in the team's scope, or the chosen colleague's.
 */
export type CalendarHint = 'noneShown' | 'mine' | TeamScope | 'member';

export type CalendarHintInput = {
  mode: CalendarMode;
  scope: TeamScope;
  /** The list to choose from has loaded (a colleague is chosen, in that mode). */
  isListed: boolean;
  /** People in the team's list; a team of none says so in the list itself. */
  people: number;
  /** Calendars in the list, which can be ticked. */
  calendars: number;
  /** Calendars ticked. */
  shown: number;
};

/** What the calendar page says above an empty view (docs/decisions/0017-team-calendar.md). */
export function calendarHint({
  mode,
  scope,
  isListed,
  people,
  calendars,
  shown,
}: CalendarHintInput): CalendarHint | undefined {
  if (!isListed || shown > 0) return undefined;
  if (calendars > 0) return 'noneShown';
  if (mode === 'team') return people > 0 ? scope : undefined;
  return mode;
}
