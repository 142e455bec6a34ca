import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createAccessTokenRepository } from './access-token-repository';
import { createAlertIncidentRepository } from './alert-incident-repository';
import { createAlertRuleRepository } from './alert-rule-repository';
import { createAuditRepository } from './audit-repository';
import { createAuditShippingRepository } from './audit-shipping-repository';
import { createCalendarBookGroupRepository } from './calendar-book-group-repository';
import { createCalendarBookRepository } from './calendar-book-repository';
import { createCalendarSettingRepository } from './calendar-setting-repository';
import { createColleagueRepository } from './colleague-repository';
import { createCoreCacheSessionRepository } from './core-cache-session-repository';
import { createCredentialRepository } from './credential-repository';
import { createCrmRepository } from './crm-repository';
import { createDirectoryRepository } from './directory-repository';
import { createDutyRepository } from './duty-repository';
import { createMenuAdminRepository } from './menu-admin-repository';
import { createMenuRepository } from './menu-repository';
import { createContractApplicationRepository } from './contract-application-repository';
import { createFeedbackRepository } from './feedback-repository';
import { createFinanceProjectRepository } from './finance-project-repository';
import { createFirmRepository } from './firm-repository';
import { createIdempotencyKeyRepository } from './idempotency-key-repository';
import { createLoginFailureRepository } from './login-failure-repository';
import { createMembershipRepository } from './membership-repository';
import { createMessageRepository } from './message-repository';
import { createNoticeRepository } from './notice-repository';
import { createPasskeyRepository } from './passkey-repository';
import { createPaymentApplicationRepository } from './payment-application-repository';
import { createRetentionRepository } from './retention-repository';
import { createRoleRepository } from './role-repository';
import { createTodoRepository } from './todo-repository';
import { createEditLockRepository } from './edit-lock-repository';
import { createScheduleRepository } from './schedule-repository';
import { createScheduledJobRepository } from './scheduled-job-repository';
import { createRegistryHistoryRepository } from './registry-history-repository';
import { createRegistryRequestRepository } from './registry-request-repository';
import { createSubAppRepository } from './sub-app-repository';
import { createSubAppReleaseRepository } from './sub-app-release-repository';
import { createSubAppDeveloperRepository } from './sub-app-developer-repository';
import { createSubAppAutomaticRollbackRepository } from './sub-app-automatic-rollback-repository';
import { createSubAppReportRepository } from './sub-app-report-repository';
import { createSubAppTeamTokenRepository } from './sub-app-team-token-repository';
import { createSubAppTimingRepository } from './sub-app-timing-repository';
import { createTotpRepository } from './totp-repository';
import { createUsedIdTokenRepository } from './used-id-token-repository';
import { createUserRepository } from './user-repository';
import { createWebAuthnChallengeRepository } from './webauthn-challenge-repository';
import { createAccountRepository } from './account-repository';

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Every repository on one database. `auditOwedBy`: the instance that ships the audit trail, whose
 * appends are owed to the collector; null when it is not shipped.
 */
export function createRepositories(
  db: Kysely<Database>,
  { auditOwedBy = null }: { auditOwedBy?: string | null } = {},
) {
  return {
    users: createUserRepository(db),
    firms: createFirmRepository(db),
    memberships: createMembershipRepository(db),
    roles: createRoleRepository(db),
    accessTokens: createAccessTokenRepository(db),
    loginFailures: createLoginFailureRepository(db),
    usedIdTokens: createUsedIdTokenRepository(db),
    passkeys: createPasskeyRepository(db),
    webAuthnChallenges: createWebAuthnChallengeRepository(db),
    totp: createTotpRepository(db),
    colleagues: createColleagueRepository(db),
    calendarBooks: createCalendarBookRepository(db),
    calendarBookGroups: createCalendarBookGroupRepository(db),
    calendarSettings: createCalendarSettingRepository(db),
    schedules: createScheduleRepository(db),
    editLocks: createEditLockRepository(db),
    menus: createMenuRepository(db),
    menuAdmin: createMenuAdminRepository(db),
    subApps: createSubAppRepository(db),
    registryRequests: createRegistryRequestRepository(db),
    registryHistory: createRegistryHistoryRepository(db),
    subAppReports: createSubAppReportRepository(db),
    subAppTimings: createSubAppTimingRepository(db),
    subAppReleases: createSubAppReleaseRepository(db),
    subAppTeamTokens: createSubAppTeamTokenRepository(db),
    subAppDevelopers: createSubAppDeveloperRepository(db),
    subAppAutomaticRollbacks: createSubAppAutomaticRollbackRepository(db),
    alertRules: createAlertRuleRepository(db),
    alertIncidents: createAlertIncidentRepository(db),
    coreCacheSessions: createCoreCacheSessionRepository(db),
    credentials: createCredentialRepository(db),
    directory: createDirectoryRepository(db),
    crm: createCrmRepository(db),
    notices: createNoticeRepository(db),
    messages: createMessageRepository(db),
    todos: createTodoRepository(db),
    financeProjects: createFinanceProjectRepository(db),
    contractApplications: createContractApplicationRepository(db),
    paymentApplications: createPaymentApplicationRepository(db),
    idempotencyKeys: createIdempotencyKeyRepository(db),
    feedback: createFeedbackRepository(db),
    retention: createRetentionRepository(db),
    scheduledJobs: createScheduledJobRepository(db),
    audit: createAuditRepository(db, { owedBy: auditOwedBy }),
    auditShipping: createAuditShippingRepository(db),
    duties: createDutyRepository(db),
    accounts: createAccountRepository(db),
  };
}
