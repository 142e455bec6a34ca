import { describe, expect, it } from 'vitest';
import { calendarHint, type CalendarHintInput } from './calendar-hint';

const department: CalendarHintInput = {
  mode: 'team',
  scope: 'department',
  isListed: true,
  people: 1,
  calendars: 0,
  shown: 0,
};

describe('calendarHint', () => {
  it('says no colleague has a calendar when the team lists only people without one', () => {
    expect(calendarHint(department)).toBe('department');
    expect(calendarHint({ ...department, scope: 'firm' })).toBe('firm');
  });

  it('asks to tick a calendar only when the list has one to tick', () => {
    expect(calendarHint({ ...department, calendars: 2 })).toBe('noneShown');
    expect(calendarHint({ ...department, mode: 'mine', calendars: 1 })).toBe('noneShown');
  });

  it('says nothing while calendars are shown, the list loads, or the team has nobody', () => {
    expect(calendarHint({ ...department, calendars: 2, shown: 1 })).toBeUndefined();
    expect(calendarHint({ ...department, isListed: false })).toBeUndefined();
    expect(calendarHint({ ...department, people: 0 })).toBeUndefined();
  });

  it("says whose calendar is missing outside the team's view", () => {
    expect(calendarHint({ ...department, mode: 'member' })).toBe('member');
    expect(calendarHint({ ...department, mode: 'mine' })).toBe('mine');
  });
});
