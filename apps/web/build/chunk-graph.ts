/** What the build's helpers read of a chunk: its file and the chunks it imports statically. */
export type ChunkImports = { fileName: string; imports: readonly string[] };

/**
 * A chunk and every chunk it imports statically, directly or not: what the browser has loaded once that chunk
 * runs. `seen` starts the walk with files already counted (and is filled in place).
 */
export function staticClosure(byFile: ReadonlyMap<string, ChunkImports>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !byFile.has(file)) return seen;
  seen.add(file);
  for (const child of byFile.get(file)!.imports) staticClosure(byFile, child, seen);
  return seen;
}
