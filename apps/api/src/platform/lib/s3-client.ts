import type * as S3Sdk from '@aws-sdk/client-s3';

export interface S3ClientOptions {
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface LoadedS3 {
  sdk: typeof S3Sdk;
  client: S3Sdk.S3Client;
}

/**
 * The one way this app builds an S3 client (uploads, OPS-2; backups, docs/decisions/026): path-style
 * requests, which every S3-compatible server accepts and which need no DNS per bucket, and no CRC
 * checksums on uploads, which several S3-compatible servers refuse. The SDK is loaded on first use, not
 * at start: it costs ~25 MB and a fifth of a second of CPU (docs/decisions/016).
 */
export function lazyS3Client({ endpoint, region, credentials }: S3ClientOptions): {
  get: () => Promise<LoadedS3>;
  close: () => Promise<void>;
} {
  let loaded: Promise<LoadedS3> | undefined;
  return {
    get: () =>
      (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
        sdk,
        client: new sdk.S3Client({
          region,
          ...(endpoint ? { endpoint } : {}),
          ...(credentials ? { credentials } : {}),
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
      }))),
    async close() {
      if (loaded) (await loaded).client.destroy();
    },
  };
}
