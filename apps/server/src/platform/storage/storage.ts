/** Where files live: local disk by default, an S3-compatible bucket when configured. Keys are relative, '/'-separated. */
export type Storage = {
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};
