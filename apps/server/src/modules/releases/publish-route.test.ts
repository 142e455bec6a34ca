import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { pinnedRelease, sriOf } from '../../testing/pinned-release';
import { crm, crmRelease, postAs, publish, recordsOf, teamTokenFor } from './releases-test-support';

describe('POST /api/subApps/releases/publish', () => {
  it("publishes a release with its app's team token, recorded with its manifest's digest", async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    const { id, token } = await teamTokenFor(app, admin);
    expect(token).toMatch(/^portal_team_[\w-]{43}$/);

    const published = await publish(app, token, crmRelease('2.0.0'));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toEqual({
      app: crm,
      version: '2.0.0',
      url: '/sub-newcrm/2.0.0/',
      files: 3,
      publishedBy: 'ci-main',
      publishedAt: expect.any(String),
    });
    const [record] = await recordsOf(app, 'release.publish');
    expect(record).toMatchObject({
      result: 'success',
      user_id: null,
      object_type: 'sub-app-release',
      object_id: 'sub-newcrm@2.0.0',
    });
    expect(JSON.parse(record?.details ?? '{}')).toMatchObject({
      app: crm,
      version: '2.0.0',
      files: 3,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      teamToken: id,
      tokenName: 'ci-main',
    });
    // Published, not yet run by anyone: the registry entry's url and pins still hold.
    const pins = await app.inject(`/api/subApps/pins?app=${crm}`);
    expect(pins.json().data).toBe(null);
    const releasePins = await app.inject(`/api/subApps/pins?app=${crm}&release=2.0.0`);
    expect(releasePins.json().data).toEqual(pinnedRelease('2.0.0'));
  });

  it('refuses what would bypass the registry or mislead the shell, each recorded as refused', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    const { token } = await teamTokenFor(app, admin);
    const { token: creditToken } = await teamTokenFor(app, admin, 'sub-credit');
    const { files } = pinnedRelease('2.0.0');
    const withoutPage = Object.fromEntries(
      Object.entries(files).filter(([path]) => path !== 'index.html'),
    );
    const refusals: [string, object, number, string][] = [
      [
        creditToken,
        crmRelease('2.0.0'),
        403,
        'This team token publishes releases of sub-credit only',
      ],
      [
        token,
        { ...crmRelease('2.0.0'), url: 'https://cdn.example.com/sub-newcrm/2.0.0/' },
        400,
        "A release's url must be on the origin of the sub-app's registry url /sub-newcrm/ (the origin approved)",
      ],
      [
        token,
        { ...crmRelease('2.0.0'), url: '/sub-newcrm/latest/' },
        400,
        "A segment of the release's url path must be its version 2.0.0, as in …/2.0.0/",
      ],
      [
        token,
        { ...crmRelease('2.0.0'), manifest: { manifestVersion: 1, files: withoutPage } },
        400,
        'The release manifest must pin index.html',
      ],
      [
        token,
        crmRelease('2.0.0', pinnedRelease('1.9.0')),
        400,
        'The release manifest is of release 1.9.0, not of the version published (2.0.0)',
      ],
      [
        token,
        {
          ...crmRelease('2.0.0'),
          manifest: { manifestVersion: 1, files: { 'index.html': 'sha256-not-a-digest' } },
        },
        400,
        'Invalid value for field manifest.files.index.html',
      ],
      [
        token,
        { ...crmRelease('2.0.0'), app: 'sub-credit' },
        403,
        'This team token publishes releases of sub-newcrm only',
      ],
    ];
    for (const [credential, release, status, message] of refusals) {
      const response = await publish(app, credential, release);
      expect([response.statusCode, response.json().msg], JSON.stringify(release)).toEqual([
        status,
        message,
      ]);
    }
    const refused = await recordsOf(app, 'release.publish');
    expect(refused.map(({ result, reason }) => [result, reason])).toEqual([
      ['refused', 'releases.otherApp'],
      ['refused', 'releases.otherOrigin'],
      ['refused', 'releases.versionNotInUrl'],
      ['refused', 'releases.manifestWithoutPage'],
      ['refused', 'releases.manifestOtherRelease'],
      ['refused', 'request.invalidField'],
      ['refused', 'releases.otherApp'],
    ]);
    expect(JSON.parse(refused[0]?.details ?? '{}')).toMatchObject({
      app: crm,
      version: '2.0.0',
      tokenApp: 'sub-credit',
    });
    expect(JSON.parse(refused[5]?.details ?? '{}')).toMatchObject({
      field: 'manifest.files.index.html',
    });

    // Published once, then never again under that version, whatever the files.
    expect((await publish(app, token, crmRelease('2.0.0'))).statusCode).toBe(200);
    const again = await publish(
      app,
      token,
      crmRelease('2.0.0', {
        ...pinnedRelease('2.0.0'),
        files: { ...files, 'index.html': sriOf('changed') },
      }),
    );
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      'Version 2.0.0 of sub-newcrm is published already; a release never changes, publish a new version',
    ]);
    const pins = await app.inject(`/api/subApps/pins?app=${crm}&release=2.0.0`);
    expect(pins.json().data).toEqual(pinnedRelease('2.0.0'));
  });

  it('refuses a public app, and an app the registry has no url for', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    for (const [name, route, message] of [
      [
        'sub-blank',
        'blank',
        'A sub-app open without signing in has no releases per firm: its registry url says what it runs',
      ],
      [
        'sub-newcredit',
        'newcredit',
        'The sub-app has no url in the registry, so no approved origin: it cannot publish a release',
      ],
    ] as const) {
      const { token } = await teamTokenFor(app, admin, name);
      const response = await publish(app, token, {
        ...crmRelease('1.0.0'),
        app: name,
        url: `/sub-${route}/1.0.0/`,
      });
      expect([response.statusCode, response.json().msg]).toEqual([400, message]);
    }
  });

  it('publishes nothing with a staff session, a revoked or unknown token, or none', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    const { id, token } = await teamTokenFor(app, admin);
    const revoked = await postAs(app, admin, '/api/platform/releases/tokens/revoke', { id });
    expect(revoked.statusCode).toBe(200);

    const zhangsan = await signIn(app, 'zhangsan');
    const cases: [string | null, number, string][] = [
      [zhangsan.token, 403, "Only an app team's token publishes a release"],
      [admin.token, 403, "Only an app team's token publishes a release"],
      [
        token,
        401,
        'The team token is unknown or revoked; ask a system administrator for a new one',
      ],
      [
        `${token.slice(0, -4)}AAAA`,
        401,
        'The team token is unknown or revoked; ask a system administrator for a new one',
      ],
      [null, 401, 'Please sign in again'],
    ];
    for (const [credential, status, message] of cases) {
      const response = await publish(app, credential, crmRelease('2.0.0'));
      expect([response.statusCode, response.json().msg], credential ?? 'none').toEqual([
        status,
        message,
      ]);
    }
    // A session's refusal is the caller's own record; nothing was published.
    const refusals = await recordsOf(app, 'access.refused');
    expect(refusals.map(({ user_id, reason }) => [user_id, reason])).toEqual([
      [zhangsan.userId, 'releases.teamTokenOnly'],
      [admin.userId, 'releases.teamTokenOnly'],
    ]);
    expect(await app.db.selectFrom('sub_app_releases').selectAll().execute()).toEqual([]);
  });
});
