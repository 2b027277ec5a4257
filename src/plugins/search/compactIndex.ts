/**
 * MiniSearch's serialized index in a compact form for the wire. MiniSearch
 * writes each posting list as an object keyed by document id; here it is an
 * array of small numbers (delta-coded ids and frequencies), which gzip packs
 * to about half the size. The browser expands it back before loading it.
 */
import type {AsPlainObject} from 'minisearch';

export type CompactIndex = {
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each document's length in each field: document after document, fields in id order. */
  fieldLength: number[];
  terms: string[];
  /**
   * Per term: for each field it occurs in, `-(fieldId + 1)`, then pairs of
   * (document id minus the previous document id, frequency).
   */
  postings: number[][];
};

/** Requires documents added with ids 0, 1, 2… in order, so that MiniSearch's short ids equal them. */
export function compactIndex(plain: AsPlainObject): CompactIndex {
  const fieldCount = Object.keys(plain.fieldIds).length;
  const fieldLength: number[] = [];
  for (let id = 0; id < plain.documentCount; id += 1) {
    if (plain.documentIds[id] !== id) {
      throw new Error(
        `compactIndex: document ${id} has the short id of another document; add documents with ids 0, 1, 2… in order.`,
      );
    }
    const lengths = plain.fieldLength[id] ?? [];
    for (let field = 0; field < fieldCount; field += 1) {
      fieldLength.push(lengths[field] ?? 0);
    }
  }
  const terms: string[] = [];
  const postings: number[][] = [];
  for (const [term, fields] of plain.index as [string, Record<string, Record<string, number>>][]) {
    const list: number[] = [];
    for (const [fieldId, frequencies] of Object.entries(fields)) {
      list.push(-(Number(fieldId) + 1));
      let previous = 0;
      for (const id of Object.keys(frequencies)
        .map(Number)
        .sort((a, b) => a - b)) {
        list.push(id - previous, frequencies[id]!);
        previous = id;
      }
    }
    terms.push(term);
    postings.push(list);
  }
  return {fieldIds: plain.fieldIds, averageFieldLength: plain.averageFieldLength, fieldLength, terms, postings};
}

export function expandIndex({fieldIds, averageFieldLength, fieldLength, terms, postings}: CompactIndex): AsPlainObject {
  const fieldCount = Object.keys(fieldIds).length;
  const documentCount = fieldLength.length / fieldCount;
  const documentIds: Record<number, number> = {};
  const lengths: Record<number, number[]> = {};
  for (let id = 0; id < documentCount; id += 1) {
    documentIds[id] = id;
    lengths[id] = fieldLength.slice(id * fieldCount, (id + 1) * fieldCount);
  }
  const index = terms.map((term, position) => {
    const fields: Record<number, Record<number, number>> = {};
    let current: Record<number, number> = {};
    let previous = 0;
    const list = postings[position]!;
    for (let at = 0; at < list.length;) {
      const value = list[at]!;
      if (value < 0) {
        current = fields[-value - 1] = {};
        previous = 0;
        at += 1;
      } else {
        previous += value;
        current[previous] = list[at + 1]!;
        at += 2;
      }
    }
    return [term, fields];
  });
  return {
    documentCount,
    nextId: documentCount,
    documentIds,
    fieldIds,
    fieldLength: lengths,
    averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  } as AsPlainObject;
}
