import { parentPort } from 'node:worker_threads';
import { decodePixels, looksLikeSandboxId } from '../providers/sandbox-images';
import { readIdImage } from './id-image';
import type { ImageTask, ImageTaskResult } from './id-image-pool';

/**
 * The image worker: decodes and re-encodes an ID photo (and, for the sandbox verifier, reads its
 * pixels) off the server's main thread. The bytes come and go as transferred buffers; nothing is
 * written or logged here.
 */
parentPort?.on('message', (task: ImageTask) => {
  let result: ImageTaskResult;
  if (task.kind === 'read') {
    const read = readIdImage(Buffer.from(task.bytes));
    if (!read.ok) return parentPort!.postMessage({ id: task.id, kind: 'read', ok: false, failure: read.failure } satisfies ImageTaskResult);
    // Its own buffer to transfer (an encoder's Buffer may share a pooled one).
    const data = new Uint8Array(read.image.data);
    result = { id: task.id, kind: 'read', ok: true, image: { ...read.image, data } };
    parentPort!.postMessage(result, [data.buffer]);
    return;
  }
  let valid = false;
  try {
    valid = looksLikeSandboxId(decodePixels(task.mimeType, new Uint8Array(task.bytes)));
  } catch {
    valid = false;
  }
  result = { id: task.id, kind: 'sandbox-id', valid };
  parentPort!.postMessage(result);
});

// Loaded and listening: the pool starts its tasks' clocks from here (loading is not the image's time).
parentPort?.postMessage({ ready: true });
