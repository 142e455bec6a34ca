export { envelopeSchema, resultCode } from './envelope';
export type { Envelope } from './envelope';
export { endpoint } from './endpoint';
export type {
  Endpoint,
  EndpointAnswer,
  EndpointAnswerInput,
  EndpointBody,
  EndpointParsedBody,
  EndpointParsedHeaders,
  EndpointParsedQuery,
  EndpointQuery,
  FailureStatus,
  HttpMethod,
  Route,
} from './endpoint';
export { allEndpoints, endpointAt } from './endpoints';
export type { ContractEndpoint, ContractRoute, EndpointAt } from './endpoints';
export { appScopes } from './routes/app-scopes';
export type { AppScope } from './routes/app-scopes';
export {
  appTokenRequestSchema,
  appTokenResponseSchema,
  passkeyOptionsRequestSchema,
  secondFactorChallengeSchema,
  sessionWatchAnswerSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './auth';
export type {
  AppTokenRequest,
  AppTokenResponse,
  PasskeyOptionsRequest,
  SecondFactorChallenge,
  SessionWatchAnswer,
  TokenRequest,
  TokenResponse,
} from './auth';
export { reauthenticationChallengeSchema, secondFactorMethodSchema } from './second-factor';
export type { ReauthenticationChallenge, SecondFactorMethod } from './second-factor';
export {
  confirmIdentitySchema,
  identityConfirmedSchema,
  proofEndpoints,
  proofTtlSeconds,
} from './proof';
export type { ConfirmIdentity, IdentityConfirmed } from './proof';
export {
  authenticationCredentialSchema,
  finishPasskeyCheckSchema,
  finishPasskeyRegistrationSchema,
  passkeyCeremonySchema,
  passkeyEndpoints,
  passkeyNameSchema,
  passkeySchema,
  registrationCredentialSchema,
  removePasskeySchema,
  renamePasskeySchema,
} from './passkeys';
export type {
  AuthenticationCredential,
  FinishPasskeyCheck,
  FinishPasskeyRegistration,
  Passkey,
  PasskeyCeremony,
  RegistrationCredential,
  RemovePasskey,
  RenamePasskey,
} from './passkeys';
export {
  confirmTotpSchema,
  recoveryCodeSchema,
  recoveryCodesSchema,
  totpCodeSchema,
  totpEndpoints,
  totpEnrolmentSchema,
  totpStatusSchema,
} from './totp';
export type { ConfirmTotp, RecoveryCodes, TotpEnrolment, TotpStatus } from './totp';
export {
  firmSchema,
  roleLoginResponseSchema,
  roleLoginVoSchema,
  userInfoSchema,
  firmUserQuerySchema,
} from './user';
export type { Firm, RoleLoginResponse, UserInfo, FirmUserQuery } from './user';
export { subAppEntrySchema, runtimeConfigSchema } from './runtime-config';
export type { SubAppEntry, RuntimeConfig } from './runtime-config';
export {
  maxReleaseFiles,
  releaseFilePathPattern,
  releaseManifestSchema,
  sriSha256Pattern,
} from './release-manifest';
export type { ReleaseManifest } from './release-manifest';
export {
  automaticRollbackSettingsSchema,
  canaryShareSchema,
  canarySchema,
  changeCanaryRequestSchema,
  releaseComparisonSchema,
  releaseComparisonsQuerySchema,
  releaseComparisonsSchema,
  releaseFiguresSchema,
  setAutomaticRollbackRequestSchema,
} from './release-canary';
export type {
  AutomaticRollbackSettings,
  Canary,
  ChangeCanaryRequest,
  ReleaseComparison,
  ReleaseComparisons,
  ReleaseComparisonsQuery,
  ReleaseFigures,
  SetAutomaticRollbackRequest,
} from './release-canary';
export {
  developerGrantRequestSchema,
  developerGrantSchema,
  developerGrantsQuerySchema,
  developerOverrideChangedSchema,
  developerOverrideEndpoints,
  developerOverrideSchema,
  developerOverrideStateSchema,
  setDeveloperOverrideRequestSchema,
} from './developer-overrides';
export type {
  DeveloperGrant,
  DeveloperGrantRequest,
  DeveloperGrantsQuery,
  DeveloperOverride,
  DeveloperOverrideChanged,
  DeveloperOverrideState,
  SetDeveloperOverrideRequest,
} from './developer-overrides';
export { subAppPinsEndpoints, subAppPinsQuerySchema } from './sub-app-pins';
export type { SubAppPinsQuery } from './sub-app-pins';
export {
  appReleasesQuerySchema,
  appReleasesSchema,
  changeRolloutRequestSchema,
  issueTeamTokenRequestSchema,
  issuedTeamTokenSchema,
  publishReleaseRequestSchema,
  releaseEndpoints,
  releaseSchema,
  releaseVersionSchema,
  revokeTeamTokenRequestSchema,
  rollBackRequestSchema,
  rollbackPlanSchema,
  rolloutChangedSchema,
  rolloutStateSchema,
  runningReleasesSchema,
  teamTokenSchema,
} from './releases';
export type {
  AppReleases,
  AppReleasesQuery,
  ChangeRolloutRequest,
  IssueTeamTokenRequest,
  IssuedTeamToken,
  PublishReleaseRequest,
  Release,
  RevokeTeamTokenRequest,
  RollBackRequest,
  RollbackPlan,
  RolloutChanged,
  RolloutState,
  RunningReleases,
  TeamToken,
} from './releases';
export { maxRecordId, recordIdSchema, jsonRecordIdSchema } from './ids';
export { pageQuerySchema, keywordSchema, pageSchema } from './paging';
export type { PageQuery, Page } from './paging';
export {
  noticeListQuerySchema,
  noticeSchema,
  noticePageSchema,
  readStatusSchema,
  messageListQuerySchema,
  messageSchema,
  messagePageSchema,
  saveReadStatusBodySchema,
  saveReadStatusResultSchema,
  homeEndpoints,
} from './home';
export type {
  NoticeListQuery,
  Notice,
  ReadStatus,
  MessageListQuery,
  Message,
  SaveReadStatusBody,
  SaveReadStatusResult,
} from './home';
export {
  todoStatus,
  todoStatusSchema,
  todoUrgencySchema,
  todoListQuerySchema,
  todoSchema,
  todoPageSchema,
  todoIdQuerySchema,
  todoStepStatusSchema,
  todoStepSchema,
  todoStepListSchema,
  todoCountSchema,
  recallTodoResultSchema,
} from './todo';
export type {
  TodoStatus,
  TodoUrgency,
  TodoListQuery,
  Todo,
  TodoPage,
  TodoIdQuery,
  TodoStepStatus,
  TodoStep,
  TodoCount,
  RecallTodoResult,
} from './todo';
export {
  moneySchema,
  amountInputSchema,
  projectIdQuerySchema,
  projectStatusSchema,
  contractApplicationSchema,
  approvedProjectSchema,
  initContractBodySchema,
  paymentBodySchema,
  paymentApplicationSchema,
} from './finance';
export type {
  ProjectIdQuery,
  ContractApplication,
  ApprovedProject,
  InitContractBody,
  PaymentBody,
  PaymentApplication,
} from './finance';
export { menuMetaSchema, menuNodeSchema, menuTreeResponseSchema, routeMetaSchema } from './menu';
export type { MenuMeta, MenuNode, MenuTreeResponse, RouteMeta } from './menu';
export {
  editPasswordRequestSchema,
  passwordStatusSchema,
  sessionSchema,
  endSessionRequestSchema,
  lockEventRequestSchema,
  userIdQuerySchema,
  calendarPersonSchema,
  organizationTreeRequestSchema,
  organizationNodeSchema,
  userDetailsRequestSchema,
  userDetailSchema,
  userDetailsPageSchema,
} from './upms';
export type {
  EditPasswordRequest,
  PasswordStatus,
  Session,
  EndSessionRequest,
  LockEventRequest,
  UserIdQuery,
  CalendarPerson,
  OrganizationTreeRequest,
  OrganizationNode,
  UserDetailsRequest,
  UserDetail,
  UserDetailsPage,
} from './upms';
export { upmsEndpoints } from './upms';
export { authEndpoints } from './auth';
export { crmRoleRequestSchema, crmUserRoleSchema, crmDepartmentSchema } from './crm';
export type { CrmRoleRequest, CrmUserRole, CrmDepartment } from './crm';
export { todoEndpoints } from './todo';
export { financeEndpoints } from './finance';
export { crmEndpoints } from './crm';
export {
  hasMisleadingCharacter,
  misleadingTextIssue,
  multilineText,
  multilineTextSchema,
  plainTextSchema,
} from './text';
export {
  colorSchema,
  personSchema,
  calendarKindSchema,
  calendarBookSchema,
  mineCalendarRequestSchema,
  colleagueCalendarRequestSchema,
  teamCalendarRequestSchema,
  teamMemberCalendarsSchema,
  firmQuerySchema,
  bookGroupQuerySchema,
  groupNameCheckQuerySchema,
  groupNameCheckSchema,
  groupMemberRoleSchema,
  createBookGroupRequestSchema,
  modifyBookGroupRequestSchema,
  bookGroupSchema,
  changeColorRequestSchema,
  calendarSettingsSchema,
  editCalendarSettingsRequestSchema,
  editLockSchema,
  calendarEndpoints,
} from './calendar';
export type {
  Person,
  CalendarBook,
  MineCalendarRequest,
  ColleagueCalendarRequest,
  TeamCalendarRequest,
  TeamMemberCalendars,
  FirmQuery,
  BookGroupQuery,
  GroupNameCheckQuery,
  CreateBookGroupRequest,
  ModifyBookGroupRequest,
  BookGroup,
  ChangeColorRequest,
  CalendarSettings,
  EditCalendarSettingsRequest,
  EditLock,
} from './calendar';
export {
  scheduleStatus,
  scheduleStatusSchema,
  instantSchema,
  maxScheduleDays,
  createScheduleRequestSchema,
  updateScheduleRequestSchema,
  scheduleSchema,
  listWeekQuerySchema,
  scheduleWeekSchema,
  scheduleQuerySchema,
  scheduleClashRequestSchema,
  scheduleClashSchema,
  scheduleEndpoints,
} from './schedule';
export type {
  CreateScheduleRequest,
  UpdateScheduleRequest,
  Schedule,
  ListWeekQuery,
  ScheduleWeek,
  ScheduleQuery,
  ScheduleClashRequest,
  ScheduleClash,
} from './schedule';
export {
  feedbackAllowanceSchema,
  feedbackEndpoints,
  feedbackLogEntrySchema,
  feedbackQuota,
  feedbackReceiptSchema,
  feedbackStatusSchema,
  maxFeedbackImageLength,
  myFeedbackAnswerSchema,
  myFeedbackSchema,
  sendFeedbackRequestSchema,
} from './feedback';
export type {
  FeedbackAllowance,
  FeedbackLogEntry,
  FeedbackReceipt,
  FeedbackStatus,
  MyFeedback,
  MyFeedbackAnswer,
  SendFeedbackRequest,
} from './feedback';
export {
  auditEndpoints,
  auditEventKinds,
  auditEventsPageSchema,
  auditEventsQuerySchema,
  auditFilterSchema,
  auditRecordSchema,
  auditResults,
  auditVerificationSchema,
  duties,
  dutySchema,
  maxAuditPageSize,
} from './audit';
export type {
  AuditEventKind,
  AuditEventsPage,
  AuditEventsQuery,
  AuditFilter,
  AuditRecord,
  AuditResult,
  AuditVerification,
  Duty,
} from './audit';
export {
  failingUsers,
  feedbackItemSchema,
  feedbackScreenshotQuerySchema,
  feedbackScreenshotSchema,
  feedbackTakenSchema,
  listFeedbackAnswerSchema,
  listFeedbackQuerySchema,
  markFeedbackHandledRequestSchema,
  maxReportCount,
  operationsEndpoints,
  reportSubAppsAnswerSchema,
  reportSubAppsRequestSchema,
  subAppHealthAnswerSchema,
  subAppHealthQuerySchema,
  subAppHealthSchema,
  subAppReportSchema,
  takeFeedbackRequestSchema,
} from './operations';
export type {
  FeedbackItem,
  FeedbackScreenshot,
  FeedbackScreenshotQuery,
  FeedbackTaken,
  ListFeedbackAnswer,
  ListFeedbackQuery,
  MarkFeedbackHandledRequest,
  ReportSubAppsRequest,
  ReportedProblem,
  SubAppHealth,
  SubAppHealthAnswer,
  SubAppHealthQuery,
  SubAppReport,
  TakeFeedbackRequest,
  UrlCheck,
} from './operations';
export {
  alertDeliverySchema,
  alertRuleKinds,
  alertRuleSchema,
  alertRulesAnswerSchema,
  createAlertRuleRequestSchema,
  deleteAlertRuleRequestSchema,
  maxAlertMinutes,
  maxAlertRules,
} from './alert-rules';
export type {
  AlertDelivery,
  AlertRule,
  AlertRuleKind,
  AlertRulesAnswer,
  CreateAlertRuleRequest,
  DeleteAlertRuleRequest,
} from './alert-rules';
export {
  maxTimingDays,
  subAppTimingKinds,
  subAppTimingSchema,
  subAppTimingsAnswerSchema,
  subAppTimingsQuerySchema,
  timingBudgets,
  timingPercentileSchema,
} from './sub-app-timings';
export type {
  SubAppTiming,
  SubAppTimingKind,
  SubAppTimingsAnswer,
  SubAppTimingsQuery,
  TimingMeasure,
  TimingPercentile,
} from './sub-app-timings';
export {
  maxErrorGroups,
  maxHistoryDays,
  stackFrameSchema,
  subAppErrorGroupSchema,
  subAppErrorGroupsAnswerSchema,
  subAppErrorGroupsQuerySchema,
  subAppHistoryAnswerSchema,
  subAppHistoryQuerySchema,
  subAppHourSchema,
  subAppTallySchema,
} from './sub-app-history';
export type {
  StackFrame,
  SubAppErrorGroup,
  SubAppErrorGroupsAnswer,
  SubAppErrorGroupsQuery,
  SubAppHistoryAnswer,
  SubAppHistoryQuery,
  SubAppHour,
  SubAppTally,
} from './sub-app-history';
export {
  auditedRegistryEntrySchema,
  decideRegistryRequestSchema,
  registryEndpoints,
  registryEntryRemovedSchema,
  registryEntryRowSchema,
  registryEntrySchema,
  registryHistoryEvents,
  registryHistoryPageSchema,
  registryHistoryPageSize,
  registryHistoryQuerySchema,
  registryHistoryRecordSchema,
  registryRequestSchema,
  removeRegistryEntryRequestSchema,
  saveRegistryEntryAnswerSchema,
  saveRegistryEntryRequestSchema,
  trustRaises,
} from './registry';
export type {
  AuditedRegistryEntry,
  DecideRegistryRequest,
  RegistryEntry,
  RegistryEntryRemoved,
  RegistryEntryRow,
  RegistryHistoryEvent,
  RegistryHistoryPage,
  RegistryHistoryQuery,
  RegistryHistoryRecord,
  RegistryRequest,
  RemoveRegistryEntryRequest,
  SaveRegistryEntryAnswer,
  SaveRegistryEntryRequest,
  TrustRaise,
} from './registry';
export {
  adminMenuNodeSchema,
  menuAdminEndpoints,
  menuChangeSchema,
  menuTargetSchema,
  moveMenuRequestSchema,
  saveMenuRequestSchema,
  setButtonsRequestSchema,
} from './menu-admin';
export type {
  AdminFirm,
  AdminMenuNode,
  AdminRole,
  MenuAdminAnswer,
  MenuChange,
  MenuKind,
  MenuTarget,
  MoveMenuRequest,
  SaveMenuRequest,
  SetButtonsRequest,
} from './menu-admin';
export {
  accountStatuses,
  accountUnlockedSchema,
  factorsResetSchema,
  securityActionRequestSchema,
  securityEndpoints,
  securitySessionActionRequestSchema,
  securityUserQuerySchema,
  securityUserSchema,
  securityUserSessionSchema,
  securityUsersPageSchema,
  securityUsersPageSize,
  securityUsersQuerySchema,
  sessionsEndedSchema,
} from './security';
export type {
  AccountStatus,
  AccountUnlocked,
  FactorsReset,
  SecurityActionRequest,
  SecuritySessionActionRequest,
  SecurityUser,
  SecurityUserQuery,
  SecurityUserSession,
  SecurityUsersPage,
  SecurityUsersQuery,
  SessionsEnded,
} from './security';
