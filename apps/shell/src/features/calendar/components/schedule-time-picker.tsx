import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useDayjsLanguage } from '@/lib/use-dayjs-language';
import { toInputValue } from '../schedule-times';

export type ScheduleTimePickerProps = Omit<
  DatePickerProps<Dayjs, false>,
  'value' | 'defaultValue' | 'onChange' | 'showTime' | 'format' | 'picker' | 'multiple'
> & {
  /** As the form holds it: a local time (`2026-03-02T09:00`), or a date (`2026-03-02`) all day. */
  value?: string;
  onChange?: (value: string) => void;
  allDay: boolean;
};

/** Hours and minutes in steps of five: what a meeting is set to. */
const timeOptions = { format: 'HH:mm', minuteStep: 5 } as const;

/**
 * antd's date picker over the form's time strings: in the user's language (antd's and dayjs's
 * locale), not the browser's as a native date input is; with the time unless the day is whole.
 */
export function ScheduleTimePicker({ value, onChange, allDay, ...props }: ScheduleTimePickerProps) {
  useDayjsLanguage();
  const picked = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...props}
      className="schedule-time-picker"
      value={picked?.isValid() ? picked : null}
      showTime={allDay ? false : timeOptions}
      format={allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm'}
      onChange={(next) => onChange?.(next ? toInputValue(next.toDate(), allDay) : '')}
    />
  );
}
