import type { CalendarBook, ChangeColorRequest, TeamMemberCalendars } from '@portal/contract';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Button, Checkbox, Segmented, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { QueryState } from '@/lib/ui/query-state';
import { fftaskRoutes } from '@portal/contract/routes';
import { calendarQueries, type TeamScope } from '../api/calendar-queries';
import { toTreeData, userIdOf } from '../organization-options';
import { ColorSelect } from './color-select';

export type CalendarMode = 'mine' | 'team' | 'member';

export type CalendarSidebarProps = {
  firmId: number;
  userId: number;
  mode: CalendarMode;
  mine: UseQueryResult<CalendarBook[]>;
  team: UseQueryResult<TeamMemberCalendars[]>;
  scope: TeamScope;
  onScopeChange: (scope: TeamScope) => void;
  memberId: number | undefined;
  onMemberChange: (userId: number | undefined) => void;
  memberCalendars: UseQueryResult<CalendarBook[]>;
  /** Calendars the user unticked. */
  hidden: ReadonlySet<number>;
  onHiddenChange: (hidden: ReadonlySet<number>) => void;
  onCreateGroup: () => void;
  onEditGroup: (groupId: number) => void;
};

/** Which calendars are shown: the user's (with their groups), the team's, or a colleague's. */
export function CalendarSidebar(props: CalendarSidebarProps) {
  const { t } = useTranslation();
  const { mode, mine, team, memberCalendars, hidden, onHiddenChange } = props;

  const toggle = (ids: number[], isShown: boolean) => {
    const next = new Set(hidden);
    for (const id of ids) {
      if (isShown) next.delete(id);
      else next.add(id);
    }
    onHiddenChange(next);
  };

  return (
    <aside className="calendar-sidebar" aria-label={t('calendar.sidebarLabel')}>
      {mode === 'mine' && (
        <>
          <h2 className="calendar-sidebar__heading">{t('calendar.modes.mine')}</h2>
          <QueryState
            rows={3}
            isPending={mine.isPending}
            error={mine.error}
            isEmpty={mine.data?.length === 0}
            emptyText={t('calendar.noCalendars')}
            onRetry={() => void mine.refetch()}
          >
            <CalendarList
              firmId={props.firmId}
              calendars={mine.data ?? []}
              hidden={hidden}
              onToggle={toggle}
              onEditGroup={props.onEditGroup}
            />
          </QueryState>
          <Button icon={<PlusOutlined />} block onClick={props.onCreateGroup}>
            {t('calendar.groups.create')}
          </Button>
        </>
      )}
      {mode === 'team' && (
        <>
          <h2 className="calendar-sidebar__heading">{t('calendar.modes.team')}</h2>
          <Segmented<TeamScope>
            block
            value={props.scope}
            aria-label={t('calendar.scopeLabel')}
            onChange={props.onScopeChange}
            options={(['department', 'firm'] as const).map((value) => ({
              value,
              label: t(`calendar.scopes.${value}`),
            }))}
          />
          <QueryState
            rows={3}
            isPending={team.isPending}
            error={team.error}
            isEmpty={team.data?.length === 0}
            emptyText={t('calendar.noColleagues')}
            onRetry={() => void team.refetch()}
          >
            <ul className="calendar-sidebar__list">
              {team.data?.map((person) => {
                const ids = person.calendars.map((calendar) => calendar.id);
                return (
                  <li key={person.userId} className="calendar-sidebar__item">
                    <Checkbox
                      checked={ids.length > 0 && ids.some((id) => !hidden.has(id))}
                      disabled={ids.length === 0}
                      onChange={(event) => toggle(ids, event.target.checked)}
                    >
                      {t('calendar.personWithDept', {
                        name: person.userName,
                        dept: person.deptName,
                      })}
                    </Checkbox>
                    {ids.length === 0 && (
                      <span className="calendar-sidebar__note">{t('calendar.noCalendarYet')}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </QueryState>
        </>
      )}
      {mode === 'member' && (
        <>
          <h2 className="calendar-sidebar__heading">{t('calendar.modes.member')}</h2>
          <MemberPicker
            firmId={props.firmId}
            userId={props.userId}
            value={props.memberId}
            onChange={props.onMemberChange}
          />
          {props.memberId !== undefined && (
            <QueryState
              rows={3}
              isPending={memberCalendars.isPending}
              error={memberCalendars.error}
              isEmpty={memberCalendars.data?.length === 0}
              emptyText={t('calendar.noCalendarYet')}
              onRetry={() => void memberCalendars.refetch()}
            >
              <CalendarList
                firmId={props.firmId}
                calendars={memberCalendars.data ?? []}
                hidden={hidden}
                onToggle={toggle}
                onEditGroup={undefined}
              />
            </QueryState>
          )}
        </>
      )}
    </aside>
  );
}

function CalendarList({
  firmId,
  calendars,
  hidden,
  onToggle,
  onEditGroup,
}: {
  firmId: number;
  calendars: CalendarBook[];
  hidden: ReadonlySet<number>;
  onToggle: (ids: number[], isShown: boolean) => void;
  onEditGroup: ((groupId: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recolor = useMutation({
    mutationFn: (body: ChangeColorRequest) =>
      callEndpoint(fftaskRoutes.changeCalendarColor, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueries.books(firmId) }),
  });
  return (
    <ul className="calendar-sidebar__list">
      {calendars.map((calendar) => (
        <li key={calendar.id} className="calendar-sidebar__item">
          <Checkbox
            checked={!hidden.has(calendar.id)}
            onChange={(event) => onToggle([calendar.id], event.target.checked)}
          >
            <span className="calendar-sidebar__dot" style={{ background: calendar.color }} />
            {calendar.name}
          </Checkbox>
          <span className="calendar-sidebar__tools">
            <ColorSelect
              size="small"
              value={calendar.color}
              aria-label={t('calendar.colorOf', { name: calendar.name })}
              onChange={(color) => recolor.mutate({ calendarId: calendar.id, color })}
            />
            {onEditGroup && calendar.groupId !== null && (
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('calendar.groups.editNamed', { name: calendar.name })}
                onClick={() => onEditGroup(calendar.groupId ?? 0)}
              />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function MemberPicker({
  firmId,
  userId,
  value,
  onChange,
}: {
  firmId: number;
  userId: number;
  value: number | undefined;
  onChange: (userId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const tree = useQuery(calendarQueries.organization(firmId));
  return (
    <TreeSelect
      className="calendar-sidebar__picker"
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      treeDefaultExpandAll
      loading={tree.isPending}
      placeholder={t('calendar.pickMember')}
      aria-label={t('calendar.pickMember')}
      value={value === undefined ? undefined : `user-${value}`}
      treeData={toTreeData(tree.data ?? [], userId)}
      onChange={(key: string | undefined) => onChange(userIdOf(key))}
    />
  );
}
