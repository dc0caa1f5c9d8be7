import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point the server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, with one empty bucket. */
export async function startLocalS3(bucket = 'careers-uploads'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'careers-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver accepts only its own well-known key pair.
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface RecordedS3 {
  /** The S3_* settings that point the server at the bucket through the recorder. */
  env: Record<string, string>;
  /** Each request that passed, as "METHOD /bucket/key" (no query), in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A plain HTTP proxy in front of `s3` that records every request (to count what the app asks of storage). */
export async function recordS3Requests(s3: LocalS3): Promise<RecordedS3> {
  const target = new URL(s3.endpoint);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    // The Host header passes unchanged, so the request's signature still matches.
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the S3 recorder has no TCP port');
  const { port } = address;
  return {
    env: { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
