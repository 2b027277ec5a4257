/** The pages whose Markdown (or a partial it imports) holds Mermaid diagrams, with how many each renders. */
import {readAllDocs} from '../tests/content/docs';

export function pagesWithDiagrams(): {route: string; diagrams: number}[] {
  const docs = readAllDocs();
  const byPath = new Map(docs.map((doc) => [doc.absolutePath, doc]));
  return docs.flatMap((doc) => {
    const diagrams = doc.mermaid.length + doc.imports.reduce((sum, file) => sum + (byPath.get(file)?.mermaid.length ?? 0), 0);
    return doc.route && diagrams > 0 ? [{route: doc.route, diagrams}] : [];
  });
}
