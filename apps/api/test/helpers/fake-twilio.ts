import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  accountSid: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

export interface FakeTwilio {
  baseUrl: string;
  received: ReceivedSms[];
  /** The next answers: an error body Twilio would send, instead of accepting. */
  failNext(status: number, body: { code: number; message: string; status: number }): void;
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * A local stand-in for Twilio's Messages API on 127.0.0.1 and a free port: it checks HTTP Basic
 * credentials like Twilio (401 with Twilio's error body otherwise), records each message and
 * answers 201 with a message sid.
 */
export async function startFakeTwilio(accountSid: string, authToken: string): Promise<FakeTwilio> {
  const received: ReceivedSms[] = [];
  const failures: { status: number; body: unknown }[] = [];
  let counter = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? '');
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || !match)
        return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (request.headers.authorization !== expected || match[1] !== accountSid) {
        return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      received.push({
        accountSid: match[1],
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const failure = failures.shift();
      if (failure) return send(failure.status, failure.body);
      counter += 1;
      return send(201, { sid: `SM${String(counter).padStart(32, '0')}`, status: 'queued' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    failNext: (status, body) => failures.push({ status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
