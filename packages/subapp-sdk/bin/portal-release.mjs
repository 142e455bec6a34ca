#!/usr/bin/env node
// Publishes a release of a sub-app to the portal, after the app's build, on the folder it wrote
// (docs/sub-apps.md, "A team's release day"):
//   PORTAL_TEAM_TOKEN=… portal-release publish dist --portal https://portal.example.com \
//     --app sub-treasury --version 2.4.1 --url https://cdn.example.com/treasury/2.4.1/
// It writes dist/release-manifest.json (the sha256 of every page, script and style) and sends the
// release with the app's team token, read from the environment alone: a command line is seen by
// every user of the machine and kept in shell histories and CI logs. The release then runs
// nowhere until a system administrator rolls it out.
import { parseArgs } from 'node:util';
import { writeReleaseManifest } from './release-manifest.mjs';

const usage =
  'usage: PORTAL_TEAM_TOKEN=<team token> portal-release publish <built folder> ' +
  '--portal <portal origin> --app <app name> --version <version> --url <release url>';

/** What to do about each refusal, besides the portal's own message. */
const hints = {
  400: 'fix what the message names, then publish again',
  401: "the team token is unknown or revoked: ask a system administrator for a new one (the registry page's 发布 / Releases)",
  403: "the token is not this app's team token: each app's team has its own",
  404: "the app is not in the portal's registry (any more): ask the platform team",
  409: 'this version is published already: a release never changes, publish a new version',
};

function fail(message, code = 1) {
  console.error(`portal-release: ${message}`);
  process.exit(code);
}

const isLoopback = (hostname) => ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);

/** The portal's origin; plain http only to this machine, so the token never crosses a network in clear. */
function portalOrigin(value) {
  if (!URL.canParse(value))
    fail(`--portal ${value} is not an address (https://portal.example.com)`, 2);
  const url = new URL(value);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    fail(`--portal must be https (plain http only to this machine): ${value}`, 2);
  }
  return url.origin;
}

/** The portal's messages in the language of the shell that runs the command. */
const language = /^zh/i.test(process.env.LC_ALL || process.env.LANG || '') ? 'zh-CN' : 'en';

const argv = process.argv.slice(2);
if (argv.some((argument) => argument === '--token' || argument.startsWith('--token='))) {
  fail(
    'the team token is read from PORTAL_TEAM_TOKEN only: a command line is seen by every user of the machine and kept in histories and logs',
    2,
  );
}
let parsed;
try {
  parsed = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      portal: { type: 'string' },
      app: { type: 'string' },
      version: { type: 'string' },
      url: { type: 'string' },
    },
  });
} catch (error) {
  fail(`${error.message}\n${usage}`, 2);
}
const { positionals, values } = parsed;
const [command, folder] = positionals;
if (command !== 'publish' || folder === undefined || positionals.length !== 2) fail(usage, 2);
for (const option of ['portal', 'app', 'version', 'url']) {
  if (!values[option]) fail(`--${option} is missing\n${usage}`, 2);
}
const token = process.env.PORTAL_TEAM_TOKEN;
if (!token) fail(`set PORTAL_TEAM_TOKEN to the app's team token\n${usage}`, 2);

const origin = portalOrigin(values.portal);
const written = await writeReleaseManifest(folder, values.version);
if (written === null)
  fail(`no page, script or style in ${folder}: is it the folder the build wrote?`);
console.log(`portal-release: ${written.count} files pinned in ${written.path}`);

const { app, version, url } = values;
let response;
try {
  response = await fetch(`${origin}/api/subApps/releases/publish`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': language,
    },
    body: JSON.stringify({ app, version, url, manifest: written.manifest }),
  });
} catch (error) {
  fail(`could not reach ${origin}: ${error.cause?.message ?? error.message}`);
}
const answer = await response.json().catch(() => null);
if (!response.ok || answer?.code !== 0) {
  const message = answer?.msg ?? `HTTP ${response.status}`;
  const hint = hints[response.status];
  fail(
    `${app} ${version} refused (HTTP ${response.status}): ${message}${hint ? `\n  ${hint}` : ''}`,
  );
}
console.log(
  `portal-release: published ${app} ${version} (${answer.data.files} files) at ${answer.data.url}; ` +
    'it runs nowhere until a system administrator rolls it out',
);
