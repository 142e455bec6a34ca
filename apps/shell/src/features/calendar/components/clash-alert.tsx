import type { ScheduleClash } from '@portal/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { busyPeople } from '../schedule-clash';
import { useScheduleFormat } from '../use-schedule-format';

/** Names the people who are busy at the chosen time, before the schedule is saved. */
export function ClashAlert({ clashes, id }: { clashes: readonly ScheduleClash[]; id: string }) {
  const { t } = useTranslation();
  const { range } = useScheduleFormat();
  const people = busyPeople(clashes, range);
  if (people.length === 0) return null;
  return (
    <Alert
      id={id}
      type="warning"
      showIcon
      data-testid="schedule-clash"
      title={t('calendar.clash.title', {
        names: people.map((person) => person.userName).join(t('calendar.listSeparator')),
      })}
      description={
        <ul className="clash-list">
          {people.map((person) => (
            <li key={person.userId}>
              {t('calendar.clash.busy', {
                name: person.userName,
                times: person.times.join(t('calendar.listSeparator')),
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
