/**
 * What a V8 heap snapshot holds, summed by kind: objects by constructor, and strings, compiled
 * code, arrays and V8's own structures each as one line. Used by `npm run bench -- server` on one
 * worker's snapshot (scripts/bench/memory-report.mjs writes it).
 */
import fs from "node:fs";

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

export type HeapPart = { what: string; bytes: number; count: number };

/** The node types V8 names by kind rather than by constructor. */
const BY_KIND: Record<string, string> = {
  string: "(strings)",
  "concatenated string": "(strings)",
  "sliced string": "(strings)",
  code: "(compiled code, bytecode)",
  array: "(V8 arrays: properties, elements)",
  hidden: "(V8 internals)",
  "object shape": "(object shapes)",
  number: "(heap numbers)",
  symbol: "(symbols)",
  bigint: "(bigints)",
  synthetic: "(synthetic)",
};

export function summariseHeapSnapshot(file: string, top = 20): { total: number; parts: HeapPart[] } {
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = [fields.indexOf("type"), fields.indexOf("name"), fields.indexOf("self_size")];
  const parts = new Map<string, HeapPart>();
  let total = 0;
  for (let node = 0; node < data.nodes.length; node += width) {
    const type = types[data.nodes[node + typeAt]!]!;
    const bytes = data.nodes[node + sizeAt]!;
    const what = type === "closure" ? "(functions)" : (BY_KIND[type] ?? `${data.strings[data.nodes[node + nameAt]!]}`);
    const part = parts.get(what) ?? { what, bytes: 0, count: 0 };
    part.bytes += bytes;
    part.count += 1;
    parts.set(what, part);
    total += bytes;
  }
  return { total, parts: [...parts.values()].sort((a, b) => b.bytes - a.bytes).slice(0, top) };
}
