import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase, startServer, type TestDatabase, type TestServer } from './harness';

// What a buyer reads when the server cannot serve them for a moment: the database out of
// reach, the server shutting down, an API address spelled oddly. Always the envelope.

/** A refusal in the envelope: errorCode and a text, as every client of the API parses it. */
async function envelope(res: Response): Promise<{ errorCode: string; errorText: string }> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { response: { errorCode: string; errorText: string } };
  expect(Number(body.response.errorCode)).toBeLessThan(0);
  expect(body.response.errorText).toBeTruthy();
  return body.response;
}

/**
 * A TCP relay to PostgreSQL that can be cut like a power cut of the database server: every
 * connection through it is dropped, and new ones are dropped as they come, until restored.
 */
class CuttableLink {
  private readonly server: net.Server;
  private readonly open = new Set<net.Socket>();
  private down = false;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      if (this.down) return void client.destroy();
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.open.add(s);
        s.on('close', () => this.open.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  cut(): void {
    this.down = true;
    for (const s of this.open) s.destroy();
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe.runIf(inject('testDb') === 'postgres')('PostgreSQL out of reach', () => {
  let database: TestDatabase;
  let link: CuttableLink;
  let server: TestServer;
  beforeAll(async () => {
    database = await freshDatabase();
    const url = new URL(database.url);
    link = new CuttableLink({ host: url.hostname, port: Number(url.port) });
    url.port = String(await link.listen());
    server = await startServer({ database: url.toString() });
  });
  afterAll(async () => {
    link.restore();
    await server.close();
    await link.close();
    await database.drop();
  });

  const lookUp = (c: ReturnType<TestServer['client']>) => c.post('/api/order/view', { hash: 'f'.repeat(40) });

  it('buyers get 503 in the envelope with Retry-After, in their language, and service resumes when it is back', async () => {
    const c = server.client();
    await c.fetchToken();
    expect((await lookUp(c)).status).toBe(404);

    link.cut();
    const answers = [
      await lookUp(c),
      await c.post('/api/order/get-num', { hash: 'f'.repeat(40) }),
      await c.get('/api/captcha'),
      await c.post('/api/order/view', { hash: 'f'.repeat(40), lang: 'en' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body.response).toMatchObject({ errorCode: '-9999' });
    }
    expect(answers[0]!.body.response).toMatchObject({ errorText: 'Сервис временно недоступен. Попробуйте снова через несколько секунд' });
    expect(answers[3]!.body.response).toMatchObject({ errorText: 'The service is briefly unavailable. Please try again in a few seconds' });

    link.restore();
    // The pool opens new connections by itself: the same call succeeds again.
    let status = 0;
    for (let i = 0; i < 200 && status !== 404; i++) {
      status = (await lookUp(c)).status;
      if (status !== 404) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(404);
  });
});

describe('shutdown and odd API addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clientFiles: { 'index.html': '<!doctype html><title>storefront</title><div id="root"></div>' } });
  });
  afterAll(() => server.close());

  it('a request under an API-looking path that no route takes gets the envelope 404, whatever the method and spelling', async () => {
    for (const path of ['//api/order/create', '/API/order/create', '/Api/order/view', '//api//order/view', '/%61pi/nothing', '/api']) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', accept: 'text/html' }, body: method === 'POST' ? '{}' : undefined });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect((await envelope(res)).errorCode).toBe('-404');
      }
    }
  });

  it('while the server closes, a request on an open connection gets 503 in the envelope with Retry-After, and the connection closes', async () => {
    const url = new URL(server.url);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const routed = new Promise((resolve) => server.app.server.once('request', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // A request under way when the close begins: its body is still coming.
    const body = JSON.stringify({ hash: 'f'.repeat(40) });
    socket.write(`POST /api/order/view HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    // Node hands it to Fastify, which routes it at once and waits for the body.
    await routed;
    const closing = server.app.close();
    while (server.app.server.listening) await new Promise((r) => setTimeout(r, 10));
    // The rest of it, and a second request on the same connection.
    socket.write(`${body.slice(5)}GET /api/setup HTTP/1.1\r\nHost: x\r\n\r\n`);
    await ended;
    await closing;

    const responses = answer.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    const second = responses[1]!;
    const [head = '', rest = ''] = second.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/^content-type: application\/json/im);
    expect(head).toMatch(/^retry-after: \d+/im);
    expect(head).toMatch(/^connection: close/im);
    const json = rest.includes('{') ? rest.slice(rest.indexOf('{'), rest.lastIndexOf('}') + 1) : rest;
    expect(JSON.parse(json)).toMatchObject({ response: { errorCode: '-9999' } });
    expect((JSON.parse(json) as { response: { errorText: string } }).response.errorText).toMatch(/Сервис временно недоступен/);
  });
});
