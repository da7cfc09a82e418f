import { describeObjectStorage, type ImageConfig } from "./image-config";
import { createLocalImageStorage, type ImageStorage } from "./storage";

/**
 * The configured store: the object store when S3_BUCKET is set (its SDK loaded at the
 * first image, not at start), else the local folder.
 */
export function createImageStorage(images: ImageConfig): ImageStorage {
  const objectStorage = images.objectStorage;
  if (!objectStorage) return createLocalImageStorage(images.dir);
  let loaded: Promise<ImageStorage> | undefined;
  const store = () =>
    (loaded ??= import("./s3-storage").then(({ createS3ImageStorage }) =>
      createS3ImageStorage(objectStorage),
    ));
  return {
    put: async (key, bytes, contentType) => (await store()).put(key, bytes, contentType),
    get: async (key) => (await store()).get(key),
    delete: async (key) => (await store()).delete(key),
    async *list() {
      yield* (await store()).list();
    },
    describe: () => describeObjectStorage(objectStorage),
  };
}
