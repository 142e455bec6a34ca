import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { BasicLayout } from '@/features/layout/components/basic-layout';
import { signOut } from '@/features/session/sign-out';
import { useSessionUser } from '@/features/session/session-user-store';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppLoading } from '../app-loading';
import { SignedInProviders } from '../signed-in-providers';

/** The frame of every signed-in page. */
export function SignedInLayout() {
  const navigate = useNavigate();
  const userInfo = useSessionUser((user) => user.userInfo);

  async function onSignOut() {
    await signOut();
    await navigate('/login', { replace: true });
  }

  return (
    <SignedInProviders>
      <BasicLayout
        userName={userInfo?.userName ?? ''}
        avatar={userInfo?.avatar}
        toolbar={<LanguageSwitch />}
        onHome={() => void navigate('/wel/index')}
        onSignOut={onSignOut}
      >
        <Suspense fallback={<AppLoading fill="box" />}>
          <Outlet />
        </Suspense>
      </BasicLayout>
    </SignedInProviders>
  );
}
