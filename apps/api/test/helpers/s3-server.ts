import { mkdtempSync, rmSync } from 'node:fs';
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
