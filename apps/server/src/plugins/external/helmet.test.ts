import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { helmetHeaders, subAppSandboxPath } from './helmet';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are set on an API answer', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
  });

  it('are set on the shell at /main/', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/main/' });
    expectSecurityHeaders(response.headers);
  });
});

describe('the content security policy', () => {
  // The form centre on its fixed internal host, as production's registry has it (the demo
  // serves it on its own origin): an app of another origin.
  const putFormOnItsHost = (app: Awaited<ReturnType<typeof buildTestApp>>) =>
    app.db
      .updateTable('sub_apps')
      .set({ url: 'https://form.internal.portal/sub-form/' })
      .where('route', '=', 'form')
      .execute();
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .find((each) => each.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it("allows the shell's pages no unsafe script source", async () => {
    const app = await buildTestApp();
    await putFormOnItsHost(app);
    const csp = String(
      (await app.inject({ url: '/main/wel/index', headers: { accept: 'text/html' } })).headers[
        'content-security-policy'
      ],
    );
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://form.internal.portal']);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  });

  it("lets the sandbox page run micro-app's inline scripts and point its base at the sub-apps", async () => {
    const app = await buildTestApp();
    await putFormOnItsHost(app);
    const response = await app.inject({ url: `${subAppSandboxPath}?app=sub-form` });
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://form.internal.portal',
    ]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'", 'https://form.internal.portal']);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });
});

describe('security headers made once', () => {
  it('are the ones @fastify/helmet sets, on answers, failures and unknown routes alike', async () => {
    const app = await buildTestApp();
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } };
    const direct = Fastify();
    await direct.register(fastifyHelmet, options);
    direct.get('/', async () => 'ok');
    const expected = (await direct.inject('/')).headers;
    await direct.close();
    const made = Object.fromEntries(await helmetHeaders(options));
    expect(Object.keys(made).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(made)) expect(expected[name], name).toBe(value);

    const { authorization } = await signIn(app);
    for (const [url, headers] of [
      ['/api/upms/role/login', { authorization }],
      ['/api/upms/role/login', {}],
      ['/api/no/such/route', {}],
    ] as const) {
      const response = await app.inject({ url, headers });
      expectSecurityHeaders(response.headers);
    }
  });
});
