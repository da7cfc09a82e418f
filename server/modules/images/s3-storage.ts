import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { AppError } from "../../errors";
import { describeObjectStorage, type ObjectStorageConfig } from "./image-config";
import { contentTypeOfKey, isStorageKey, type ImageStorage } from "./storage";

/** The SDK's client for the configured store (the images' and the kept recordings'). */
export function s3ClientFor(config: ObjectStorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the
    // newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
}

/**
 * A store call whose failure to reach, or refusal, is the user's clear 503 with `message` (the
 * SDK has already retried; the cause is logged). A missing object is the caller's to handle.
 */
export function unavailableWhenFailing(message: string) {
  return async <Output>(run: () => Promise<Output>): Promise<Output> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof NoSuchKey) throw error;
      const unavailable = new AppError("service_unavailable", message);
      unavailable.cause = error;
      throw unavailable;
    }
  };
}

/**
 * Every object under `prefix` whose key (the part after the prefix) passes `isKey`, with
 * when it was last written, read page by page (ListObjectsV2's continuation token).
 */
export async function* listObjects(
  client: S3Client,
  send: ReturnType<typeof unavailableWhenFailing>,
  bucket: string,
  prefix: string,
  isKey: (key: string) => boolean,
): AsyncGenerator<{ key: string; modifiedAt: Date }> {
  let continuationToken: string | undefined;
  do {
    const page = await send(() =>
      client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      ),
    );
    for (const object of page.Contents ?? []) {
      const key = object.Key?.slice(prefix.length) ?? "";
      if (isKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
}

/**
 * Image files in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO,
 * DigitalOcean Spaces …), so that several instances share them without a shared volume.
 * Files are read back through the server, which checks who may see each image.
 */
export function createS3ImageStorage(config: ObjectStorageConfig): ImageStorage {
  const client = s3ClientFor(config);
  const send = unavailableWhenFailing(
    "The image store cannot be reached right now. Please try again later.",
  );
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return `${config.prefix}${key}`;
  };

  return {
    async put(key, bytes, contentType) {
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`content type ${contentType} does not match key ${key}`);
      }
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
          }),
        ),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        const object = await send(() =>
          client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) })),
        );
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        return { bytes, contentType: contentTypeOfKey(key)! };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await send(() =>
        client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) })),
      );
    },
    list: () => listObjects(client, send, config.bucket, config.prefix, isStorageKey),
    describe: () => describeObjectStorage(config),
  };
}
