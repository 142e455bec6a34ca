import type { UserInfo } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/lib/ui/user-avatar';
import { usePaintedOnce } from '@/lib/use-painted-once';
import { MessagePanel } from './message-panel';
import { NoticePanel } from './notice-panel';
import { TodoPanel } from './todo-panel';
import './workbench-page.css';

export type WorkbenchPageProps = {
  userInfo: UserInfo;
  firmId: number;
  firmName: string | undefined;
  /** Opens a path of the shell in a tab. */
  onOpen: (path: string) => void;
  /** This week's schedules, from the calendar. */
  schedulePanel: ReactNode;
};

/**
 * The first page after sign-in (/wel/index): to-dos, schedules, messages and notices. The to-dos
 * are in its first paint; the other panels render right after it, each in its place (the page
 * paints in about two thirds of the time it takes with all four).
 */
export function WorkbenchPage({
  userInfo,
  firmId,
  firmName,
  onOpen,
  schedulePanel,
}: WorkbenchPageProps) {
  const { t } = useTranslation();
  const isRestShown = usePaintedOnce({ untilIdle: false });
  const greeting = greetingKey(new Date().getHours());

  return (
    <div className="workbench">
      <header className="workbench__welcome">
        <UserAvatar name={userInfo.userName} src={userInfo.avatar || undefined} size={48} />
        <div>
          <h1 className="workbench__greeting">{t(greeting, { name: userInfo.userName })}</h1>
          <p className="workbench__where">
            {[firmName, userInfo.deptName].filter(Boolean).join(' · ') || t('workbench.subtitle')}
          </p>
        </div>
      </header>
      <div className="workbench__grid">
        <div className="workbench__column workbench__column--main">
          <TodoPanel firmId={firmId} onOpen={onOpen} />
          {isRestShown && schedulePanel}
        </div>
        <div className="workbench__column">
          {isRestShown && <MessagePanel firmId={firmId} onOpen={onOpen} />}
          {isRestShown && <NoticePanel firmId={firmId} onOpen={onOpen} />}
        </div>
      </div>
    </div>
  );
}

function greetingKey(hour: number) {
  if (hour < 12) return 'workbench.greetingMorning' as const;
  if (hour < 18) return 'workbench.greetingAfternoon' as const;
  return 'workbench.greetingEvening' as const;
}
