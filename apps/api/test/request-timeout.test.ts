import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

/** OPS-7: a client that never finishes its request does not hold the server's connection forever. */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.close());

describe('request timeout (REQUEST_TIMEOUT_MS)', () => {
  it('answers 408 to a request whose body never arrives in full', async () => {
    const socket = connect(port, '127.0.0.1');
    onTestFinished(() => void socket.destroy());
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write(
      'POST /api/register HTTP/1.1\r\nHost: careers.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"first_name":',
    );
    await new Promise((resolve) => socket.on('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });
});
