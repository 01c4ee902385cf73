import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_EXEMPT_PATHS } from './lib/csrf';
import { type Agent, createTestApp, createUser, type TestApp } from './testing';

/*
 * Malformed input against every route of the API (issue 8, reliability): wrong types, 1 MB
 * strings, invalid UTF-8, 10 000 levels of JSON, wrong content types, missing or foreign CSRF
 * tokens, path parameters of the wrong type or out of range, repeated query keys. The routes
 * come from the router itself (hidden aliases included) and their parameters and body fields
 * from the OpenAPI document, so a new route is fuzzed without touching this file. Every answer
 * must be below 500, a 4xx must carry the contract's `{ message, code, errors? }`, and no body
 * may show a stack trace or SQL. Deterministic: the cases come from a seeded generator.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const HUGE = 'é'.repeat(512 * 1024); // 1 MB of UTF-8
const DEPTH = 10_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The payment simulator's gateway and the API reference are pages for a browser: they may answer HTML. */
const HTML_PAGES = /^\/(payment-simulator\/|api\/docs$)/;
/** Routes that end the session under test run last. */
const SESSION_ENDING = /\/auth\/logout|self-delete|^\/api\/v1\/users\//;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}
const random = generator(SEED);

/** Wrong values for any field: other types, out-of-range numbers, control and non-BMP characters. */
const WRONG_VALUES: readonly unknown[] = [
  12_345,
  -1,
  0,
  1.5,
  2 ** 31,
  1e20,
  -1e308,
  '99999999999999999999',
  '2147483648',
  'abc',
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  "'; drop table orders; --",
  true,
  false,
  null,
  [],
  [1, 'a', null],
  {},
  { id: 1, nested: { deeper: [1] } },
  'x'.repeat(10_000),
];
/** Wrong query values (as they are written in the URL). */
const WRONG_QUERY = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999',
  '2147483648',
  '%FF',
  '%C3%28',
  '%00',
  '%E2%82',
  '',
  `${'x'.repeat(8000)}`,
  '[object Object]',
];
const WRONG_PATH = ['0', '-1', '1.5', 'abc', '99999999999999999999', '2147483648', '%FF', '%00', '%C3%28', ' 1', '1e3'];

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  /** The router's path, `:name` for parameters. */
  path: string;
  operation?: Operation;
}

/** Every method and path the router answers, with its OpenAPI operation when it is documented. */
function routesOf(t: TestApp, paths: Record<string, Record<string, Operation>>): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL' || path.includes('*') || seen.has(`${method} ${path}`)) continue;
    const documented = path.replace(/:(\w+)/g, '{$1}');
    const operations = paths[documented] ?? paths[documented.replace(/\/$/, '')] ?? paths[`${documented}/`];
    seen.set(`${method} ${path}`, { method, path, operation: operations?.[method.toLowerCase()] });
  }
  return [...seen.values()].sort(
    (a, b) => Number(SESSION_ENDING.test(a.path)) - Number(SESSION_ENDING.test(b.path)) || a.path.localeCompare(b.path),
  );
}

const queryNames = (route: Route) =>
  (route.operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
const bodySchema = (route: Route) => {
  const content = route.operation?.requestBody?.content ?? {};
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
};

/** A plausible value of a field, so that one wrong field at a time reaches deeper code. */
function plausible(name: string, schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const type = [schema.type ?? schema.anyOf?.[0]?.type].flat()[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return /email/.test(name) ? 'fuzz@example.hu' : 'teszt';
}

const withParams = (path: string, value: string) => path.replace(/:\w+/g, value);
const sample = (path: string) => withParams(path, '1');

interface Case {
  label: string;
  path: string;
  init: RequestInit;
}

function bodyCases(route: Route): Case[] {
  const path = sample(route.path);
  const json = (label: string, body: string, type = 'application/json'): Case => ({
    label,
    path,
    init: { method: route.method, headers: { 'content-type': type }, body },
  });
  const properties = bodySchema(route)?.properties ?? {};
  const names = Object.keys(properties);
  const base = Object.fromEntries(names.map((name) => [name, plausible(name, properties[name] ?? {})]));
  const first = names[0] ?? 'field';
  const cases: Case[] = [];
  for (const name of names) {
    for (let i = 0; i < 2; i++) {
      const value = random.pick(WRONG_VALUES);
      cases.push(json(`${name} = ${JSON.stringify(value).slice(0, 40)}`, JSON.stringify({ ...base, [name]: value })));
    }
  }
  const everyString = Object.fromEntries(names.map((name) => [name, HUGE]));
  cases.push(
    json('every field a 1 MB string', JSON.stringify(names.length ? everyString : { field: HUGE })),
    json(`${first} nested ${DEPTH} deep`, `{"${first}":${deepArray}}`),
    json(`body nested ${DEPTH} deep (objects)`, deepObject),
    json(`body nested ${DEPTH} deep (arrays)`, deepArray),
    json('JSON null', 'null'),
    json('JSON array', '[1,2,3]'),
    json('JSON string', '"text"'),
    json('truncated JSON', '{"a":'),
    json('empty JSON body', ''),
    json('text/plain body', JSON.stringify(base), 'text/plain'),
    json('XML body', '<?xml version="1.0"?><a>1</a>', 'application/xml'),
    json('JSON declared latin1', JSON.stringify(base), 'application/json; charset=latin1'),
    json('multipart without boundary', 'garbage', 'multipart/form-data'),
    json(
      'broken multipart',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
      'multipart/form-data; boundary=x',
    ),
    json('form with bad escapes', `${first}=%FF%FE%&${first}=%&=%00&&&`, 'application/x-www-form-urlencoded'),
    json('1 MB form field', `${first}=${'a'.repeat(1024 * 1024)}`, 'application/x-www-form-urlencoded'),
  );
  const invalidUtf8 = Buffer.concat([
    Buffer.from(`{"${first}":"`),
    Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
    Buffer.from('"}'),
  ]);
  cases.push({
    label: 'invalid UTF-8 bytes in JSON',
    path,
    init: { method: route.method, headers: { 'content-type': 'application/json' }, body: invalidUtf8 },
  });
  return cases;
}

function queryCases(route: Route): Case[] {
  const names = [...new Set([...queryNames(route), 'locale_id', 'host_id'])];
  const path = sample(route.path);
  const cases: Case[] = names.flatMap((name) => {
    const [wrong, repeated] = [random.pick(WRONG_QUERY), random.pick(WRONG_QUERY)];
    return [
      { label: `${name}=${wrong.slice(0, 20)}`, query: `${name}=${wrong}` },
      { label: `${name} repeated`, query: `${name}=1&${name}=${repeated}&${name}=2` },
      { label: `${name} as a nested key`, query: `${name}[]=1&${name}[x]=y&${name}[][]=z` },
    ].map(({ label, query }) => ({ label, path: `${path}?${query}`, init: { method: route.method } }));
  });
  cases.push({ label: 'garbage query string', path: `${path}?=&&%&==%FF%00&a=%`, init: { method: route.method } });
  return cases;
}

function pathCases(route: Route): Case[] {
  if (!route.path.includes(':')) return [];
  return [...WRONG_PATH, 'x'.repeat(5000)].map((value) => ({
    label: `path ${value.slice(0, 20)}`,
    path: withParams(route.path, value),
    init: { method: route.method },
  }));
}

const STACK_OR_SQL = [
  /\n\s+at [^\n]+:\d+:\d+/,
  /node_modules|\/src\/[\w/-]+\.ts/,
  /Failed query|syntax error at or near|violates [\w ]*constraint|invalid input syntax|out of range for type/i,
  /\bselect\b[^\n]{0,200}\bfrom\s+"/i,
];

/** What is wrong with an answer, or undefined when it keeps the contract. */
async function judge(response: Response, page = false): Promise<string | undefined> {
  const text = await response.text();
  const excerpt = text.slice(0, 160).replace(/\s+/g, ' ');
  if (response.status >= 500) return `${response.status} ${excerpt}`;
  const leak = STACK_OR_SQL.find((pattern) => pattern.test(text));
  if (leak) return `${response.status} leaks ${leak}: ${excerpt}`;
  if (response.status < 400) return undefined;
  if (page && /html/.test(response.headers.get('content-type') ?? '')) return undefined;
  if (!/json/.test(response.headers.get('content-type') ?? '')) return `${response.status} is not JSON: ${excerpt}`;
  const body = JSON.parse(text) as { message?: unknown; code?: unknown; errors?: unknown };
  const errorsOk =
    body.errors === undefined ||
    (typeof body.errors === 'object' &&
      body.errors !== null &&
      Object.values(body.errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string')));
  if (typeof body.message !== 'string' || !body.message || typeof body.code !== 'string' || !errorsOk) {
    return `${response.status} is not { message, code, errors? }: ${excerpt}`;
  }
  return undefined;
}

describe('fuzzing every API route with malformed input', () => {
  let t: TestApp;
  let routes: Route[];
  let member: Agent;
  let forwarded = 0;

  const nextAddress = () => `10.${(forwarded >> 16) & 255}.${(forwarded >> 8) & 255}.${forwarded++ & 255}`;

  /**
   * A signed-in member; a new one when the last case ended the session (logout, self-delete)
   * or changed the account (a profile update with plausible values).
   */
  async function signedIn(): Promise<Agent> {
    if (member && (await member.get('/api/v1/user')).status === 200) return member;
    const user = await createUser(t.database.db, { roles: ['beautician'], balances: { marketing: 5_000 } });
    member = t.agent();
    await member.csrf();
    const login = await member.post(
      '/auth/login',
      { email: user.email, password: user.password },
      { headers: { 'x-forwarded-for': nextAddress() } },
    );
    expect(login.status).toBe(200);
    return member;
  }

  /**
   * Sends each case of each route as the signed-in member, and lists the answers that break the
   * contract. The session is checked once per route, and before every case of a route that may
   * end it.
   */
  async function run(cases: (route: Route) => Case[], only = (_: Route) => true) {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes.filter(only)) {
      let agent = await signedIn();
      for (const c of cases(route)) {
        if (SESSION_ENDING.test(route.path)) agent = await signedIn();
        // Each case from its own address: IP rate limits would otherwise answer before validation.
        const headers = new Headers(c.init.headers);
        headers.set('x-forwarded-for', nextAddress());
        const response = await agent.request(c.path, { ...c.init, headers });
        const problem = await judge(response, HTML_PAGES.test(route.path));
        sent++;
        if (problem) failures.push(`${route.method} ${route.path} [${c.label}]: ${problem}`);
      }
    }
    return { failures, sent };
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = routesOf(t, doc.paths);
  }, 120_000);
  afterAll(() => t?.dispose());

  it('finds every route, documented ones with their operation', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((route) => route.operation).length).toBeGreaterThan(80);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/order',
        'GET /api/v1/products',
        'GET /api/v1/salons/',
        'PUT /api/v1/users/:id',
      ]),
    );
  });

  it('path parameters of the wrong type or out of range', async () => {
    const { failures, sent } = await run(pathCases);
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);

  it('query strings with wrong values, repeated and nested keys', async () => {
    const { failures, sent } = await run(queryCases);
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);

  it('bodies of wrong types, 1 MB strings, invalid UTF-8, deep JSON and wrong content types', async () => {
    const { failures, sent } = await run(bodyCases, (route) => UNSAFE.has(route.method));
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);

  it('state-changing calls without, with a garbage or with another session’s CSRF token: 419', async () => {
    const guest = t.agent();
    await guest.csrf();
    const foreignToken = decodeURIComponent(guest.cookie('XSRF-TOKEN') ?? '');
    const protectedRoute = (route: Route) => UNSAFE.has(route.method) && !CSRF_EXEMPT_PATHS.includes(route.path);
    const variants = (route: Route): Case[] => {
      const path = sample(route.path);
      const json = { 'content-type': 'application/json' };
      return [
        { label: 'no session, no token', path, init: { method: route.method, headers: json, body: '{}' } },
        {
          label: 'garbage token',
          path,
          init: { method: route.method, headers: { ...json, 'x-xsrf-token': 'x'.repeat(40) }, body: '{}' },
        },
        {
          label: 'another session’s token',
          path,
          init: { method: route.method, headers: { ...json, 'x-xsrf-token': foreignToken }, body: '{}' },
        },
        {
          label: 'empty token',
          path,
          init: { method: route.method, headers: { ...json, 'x-xsrf-token': '' }, body: '{}' },
        },
      ];
    };
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes.filter(protectedRoute)) {
      const agent = await signedIn();
      for (const c of variants(route)) {
        const headers = new Headers(c.init.headers);
        headers.set('origin', 'http://vagheggi.localhost');
        if (c.label !== 'no session, no token') {
          headers.set('cookie', [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
        }
        const response = await t.request(c.path, { ...c.init, headers });
        sent++;
        const problem = await judge(response.clone());
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        if (problem || response.status !== 419 || body.code !== 'csrf_token_mismatch') {
          failures.push(`${route.method} ${route.path} [${c.label}]: ${response.status} ${body.code} ${problem ?? ''}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);
});
