import os from 'node:os';
import type { UploadMime } from '@rihla/contract';
import { sanitiseUpload } from './upload-sanitise.ts';

// Runs inside a worker thread of the upload pool (upload-pool.ts): one booking's files, one after
// the other, re-encoded or searched (upload-sanitise.ts). The PDF check is synchronous JavaScript
// and decoding a large picture takes hundreds of milliseconds: off the event loop, here.

// Like the hashing threads, this one yields the CPU to the event loop and to other requests.
try {
  os.setPriority(0, 10);
} catch {
  // not permitted on this system: the work still runs off the event loop
}

export interface UploadTask {
  files: { path: string; mime: UploadMime }[];
}
export type UploadResult = { mime: UploadMime | null; size: number | null; refusal?: string }[];

export default async function run(task: UploadTask): Promise<UploadResult> {
  const out: UploadResult = [];
  for (const f of task.files) out.push(await sanitiseUpload(f.path, f.mime));
  return out;
}
