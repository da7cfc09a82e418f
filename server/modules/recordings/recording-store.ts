import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ImageConfig } from "../images/image-config";
import { describeObjectStorage } from "../images/image-config";
import { filesIn, type StoredKey } from "../images/storage";

/**
 * Where kept recordings and rendered clips live: the images' store (a `recordings` folder
 * beside the images on local disk, or `recordings/` under S3_PREFIX in the bucket when S3 is
 * configured). Files move as streams, never whole in memory: a recording can be gigabytes.
 * Read only through the server, which checks the owner.
 */
export interface RecordingStore {
  /** The file at `file` kept under `key` (moved on local disk: `file` is gone after). */
  keep(key: string, file: string, contentType: string): Promise<void>;
  /** A path ffmpeg can read: the kept file itself, or a download of it to `scratch`. */
  localPath(key: string, scratch: string): Promise<string>;
  /** The file as a stream with its size, or undefined when it is not there. */
  read(key: string): Promise<{ stream: Readable; bytes: number } | undefined>;
  delete(key: string): Promise<void>;
  list(): AsyncIterable<StoredKey>;
  describe(): string;
}

/** Keys are made by the server: a row's id and what the file is. */
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:source|mp4)$/;

export function recordingKey(id: string, kind: "source" | "mp4"): string {
  return `${id}.${kind}`;
}

/** The row id a key belongs to. */
export function idOfRecordingKey(key: string): string {
  return key.slice(0, key.lastIndexOf("."));
}

function checked(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`invalid recording key ${JSON.stringify(key)}`);
  return key;
}

function createLocalRecordingStore(dir: string): RecordingStore {
  const fileOf = (key: string) => path.join(dir, checked(key));
  return {
    async keep(key, file) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      try {
        await rename(file, fileOf(key));
      } catch (error) {
        // Another file system (the upload folder on its own volume): copied, then removed.
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await copyFile(file, fileOf(key));
        await rm(file, { force: true });
      }
    },
    async localPath(key) {
      return fileOf(key);
    },
    async read(key) {
      if (!keyPattern.test(key)) return undefined;
      try {
        const info = await stat(fileOf(key));
        return { stream: createReadStream(fileOf(key)), bytes: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    list: () => filesIn(dir, (name) => keyPattern.test(name)),
    describe: () => `local folder ${dir}`,
  };
}

/** S3's smallest part is 5 MB; 8 MB parts reach 80 GB within S3's 10,000 parts. */
export const uploadPartBytes = 8 * 1024 * 1024;
const uploadQueue = 2;

async function createS3RecordingStore(
  config: NonNullable<ImageConfig["objectStorage"]>,
): Promise<RecordingStore> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey } = await import("@aws-sdk/client-s3");
  const { Upload } = await import("@aws-sdk/lib-storage");
  const { listObjects, s3ClientFor, unavailableWhenFailing } = await import("../images/s3-storage");
  const client = s3ClientFor(config);
  const send = unavailableWhenFailing(
    "The file store cannot be reached right now. Please try again later.",
  );
  const prefix = `${config.prefix}recordings/`;
  const objectKey = (key: string) => `${prefix}${checked(key)}`;
  const read = async (key: string) => {
    if (!keyPattern.test(key)) return undefined;
    try {
      const object = await send(() =>
        client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) })),
      );
      return { stream: object.Body as Readable, bytes: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  };
  return {
    async keep(key, file, contentType) {
      // In parts (S3's multipart upload) once the file is larger than one part: a single PUT
      // stops at 5 GB, below RECORDING_MAX_MB's ceiling, and a failed part is sent again alone.
      // Memory holds at most `uploadQueue` parts at once, whatever the file's size.
      const upload = new Upload({
        client,
        params: {
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: createReadStream(file),
          ContentType: contentType,
        },
        partSize: uploadPartBytes,
        queueSize: uploadQueue,
        leavePartsOnError: false,
      });
      await send(() => upload.done());
      await rm(file, { force: true });
    },
    async localPath(key, scratch) {
      const found = await read(key);
      if (!found) throw new Error(`recording ${key} is not in the store`);
      await pipeline(found.stream, createWriteStream(scratch, { mode: 0o600 }));
      return scratch;
    },
    read,
    async delete(key) {
      await send(() =>
        client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) })),
      );
    },
    list: () => listObjects(client, send, config.bucket, prefix, (key) => keyPattern.test(key)),
    describe: () => `${describeObjectStorage(config)} under recordings/`,
  };
}

/** The configured store: S3 when S3_BUCKET is set (its SDK loaded when first used), else disk. */
export function createRecordingStore(images: ImageConfig): RecordingStore {
  const objectStorage = images.objectStorage;
  if (!objectStorage) return createLocalRecordingStore(path.join(images.dir, "recordings"));
  let loaded: Promise<RecordingStore> | undefined;
  const store = () => (loaded ??= createS3RecordingStore(objectStorage));
  return {
    keep: async (key, file, contentType) => (await store()).keep(key, file, contentType),
    localPath: async (key, scratch) => (await store()).localPath(key, scratch),
    read: async (key) => (await store()).read(key),
    delete: async (key) => (await store()).delete(key),
    async *list() {
      yield* (await store()).list();
    },
    describe: () => `${describeObjectStorage(objectStorage)} under recordings/`,
  };
}
