// What the server refuses to start with outside the demo: each refusal names every variable to set.
import { ConfigError, demoOAuthClientSecret, demoPortalJwtSecret, type Config } from './config';

/**
 * Outside the demo the server does not start with a published secret: throws a ConfigError
 * naming each variable to set.
 */
export function refuseDemoSecrets(config: Config): void {
  if (config.demo) return;
  const lines: string[] = [];
  if (config.portalJwtSecret === demoPortalJwtSecret) {
    lines.push("  PORTAL_JWT_SECRET: set the group portal's id_token key (at least 32 characters)");
  }
  if (config.oauthClient.secret === demoOAuthClientSecret) {
    lines.push('  OAUTH_CLIENT_SECRET: set a client secret of your own, not the demo one');
  }
  if (lines.length === 0) return;
  throw new ConfigError(
    [
      'Refusing to start outside the demo with the demo secrets. Set:',
      ...lines,
      'or set PORTAL_DEMO=true to run the demo (never in production).',
    ].join('\n'),
  );
}

/**
 * Outside the demo, passkeys need a relying party set for the deployment: a server whose
 * SECOND_FACTOR_POLICY is not `off` does not start without WEBAUTHN_RP_ID (a ConfigError).
 */
export function refuseIncompleteRelyingParty(config: Config): void {
  if (config.demo || config.secondFactor.policy === 'off' || config.secondFactor.rpId) return;
  throw new ConfigError(
    [
      `Refusing to start outside the demo with SECOND_FACTOR_POLICY=${config.secondFactor.policy} and no passkey relying party. Set:`,
      "  WEBAUTHN_RP_ID: the portal's domain, such as portal.example.com",
      '  WEBAUTHN_ORIGINS: the origins users open the portal at, such as https://portal.example.com (default: https://<WEBAUTHN_RP_ID>)',
      'or set SECOND_FACTOR_POLICY=off to run without passkeys.',
    ].join('\n'),
  );
}

/**
 * Outside the demo, the authenticator apps' secrets need a key of the deployment: a server whose
 * SECOND_FACTOR_POLICY is not `off` does not start without SECOND_FACTOR_KEY (a ConfigError).
 */
export function refuseMissingSecondFactorKey(config: Config): void {
  if (config.demo || config.secondFactor.policy === 'off' || config.secondFactor.key) return;
  throw new ConfigError(
    [
      `Refusing to start outside the demo with SECOND_FACTOR_POLICY=${config.secondFactor.policy} and no key for the authenticator apps' secrets. Set:`,
      '  SECOND_FACTOR_KEY: 32 random bytes in base64 (openssl rand -base64 32), kept like a password',
      'or set SECOND_FACTOR_POLICY=off to run without a second factor.',
    ].join('\n'),
  );
}
