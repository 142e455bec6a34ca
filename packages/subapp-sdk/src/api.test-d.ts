// Type tests: checked by tsc (vitest's typecheck mode and `npm run typecheck`), never executed.
import { describe, expectTypeOf, it } from 'vitest';
import type { Ref } from 'vue';
import {
  clearDirty,
  closeSelf,
  configureStandalone,
  getAppName,
  getBaseRoute,
  getHostContext,
  isEmbedded,
  navigateShell,
  onHostContextChange,
  openTab,
  reportStatus,
  setDirty,
  setTitle,
  type CrmUserInfo,
  type HostContext,
  type ReportStatusOptions,
  type StandaloneOptions,
  type SubAppMessage,
} from './index';
import { useHostContext } from './react';
import { useHostContext as useVueHostContext } from './vue';
import { PortalSdkPlugin } from './vue2';

describe('the host context', () => {
  it('has the fields of the protocol, version 1', () => {
    expectTypeOf<HostContext>().toEqualTypeOf<{
      version: 1;
      userInfo: Record<string, unknown>;
      crmUserInfo: CrmUserInfo | null;
      token: string;
      locale: 'zh-CN' | 'en';
      theme: string;
      buttons: string[];
      baseRoute: string;
    }>();
    expectTypeOf(getHostContext).returns.toEqualTypeOf<HostContext>();
    expectTypeOf(useHostContext).returns.toEqualTypeOf<HostContext>();
  });

  it('carries the CRM user info of spec §3', () => {
    expectTypeOf<keyof CrmUserInfo>().toEqualTypeOf<
      | 'firmId'
      | 'firmCode'
      | 'loginDeptId'
      | 'loginDeptName'
      | 'loginDeptCode'
      | 'loginUserId'
      | 'loginUserName'
      | 'loginUserEmployee'
      | 'primaryDeptId'
      | 'primaryDeptName'
      | 'primaryDeptCode'
      | 'primaryDeptIndustry'
      | 'groupId'
      | 'groupName'
      | 'systemName'
      | 'systemId'
      | 'userRole'
    >();
    expectTypeOf<CrmUserInfo['userRole']>().toEqualTypeOf<string>();
  });

  it('is listened to with a function that gets it, and stopped with the returned function', () => {
    expectTypeOf(onHostContextChange).parameter(0).toEqualTypeOf<(context: HostContext) => void>();
    expectTypeOf(onHostContextChange).returns.toEqualTypeOf<() => void>();
  });

  it('can be configured alone in every field but the version', () => {
    expectTypeOf<StandaloneOptions>().toEqualTypeOf<Partial<Omit<HostContext, 'version'>>>();
    expectTypeOf(configureStandalone).toBeCallableWith({ locale: 'en', buttons: ['a'] });
    // @ts-expect-error the version is the protocol's, not the app's
    configureStandalone({ version: 2 });
    // @ts-expect-error only the shell's two languages
    configureStandalone({ locale: 'fr' });
  });
});

describe('the messages', () => {
  it('are the six of the protocol', () => {
    expectTypeOf<SubAppMessage['type']>().toEqualTypeOf<
      'report' | 'open-tab' | 'close-self' | 'set-title' | 'navigate' | 'set-dirty'
    >();
    expectTypeOf<Extract<SubAppMessage, { type: 'report' }>>().toEqualTypeOf<{
      type: 'report';
      status: number;
      code: number;
      message?: string;
    }>();
  });

  it('are sent by functions that return nothing', () => {
    expectTypeOf(reportStatus).parameter(0).toEqualTypeOf<ReportStatusOptions>();
    expectTypeOf(reportStatus).toBeCallableWith({ status: 401, code: 401 });
    // @ts-expect-error the code is required
    reportStatus({ status: 500 });
    expectTypeOf(openTab).toEqualTypeOf<(path: string) => void>();
    expectTypeOf(navigateShell).toEqualTypeOf<(path: string) => void>();
    expectTypeOf(setTitle).toEqualTypeOf<(title: string) => void>();
    expectTypeOf(closeSelf).toEqualTypeOf<() => void>();
    expectTypeOf(setDirty).toEqualTypeOf<() => void>();
    expectTypeOf(clearDirty).toEqualTypeOf<() => void>();
  });
});

describe('the Vue entries', () => {
  it('give a component a read-only ref of the context (Vue 3 and 2.7)', () => {
    expectTypeOf(useVueHostContext).toEqualTypeOf<() => Readonly<Ref<HostContext>>>();
    // @ts-expect-error the ref follows the shell: the app does not set it
    useVueHostContext().value = getHostContext();
  });

  it('give Vue 2 a plugin installed with the Vue constructor', () => {
    expectTypeOf(PortalSdkPlugin.install).returns.toBeVoid();
    expectTypeOf(PortalSdkPlugin.install).toBeCallableWith({
      observable: <T extends object>(object: T): T => object,
      prototype: {},
    });
  });
});

describe('the environment', () => {
  it('is read with plain values', () => {
    expectTypeOf(isEmbedded).returns.toEqualTypeOf<boolean>();
    expectTypeOf(getAppName).returns.toEqualTypeOf<string | null>();
    expectTypeOf(getBaseRoute).returns.toEqualTypeOf<string>();
  });
});
