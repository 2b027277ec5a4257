/**
 * Reads the text of a ```blueprint block into a graph, statement by statement.
 * Syntax only: references between statements are checked by validate.ts. The
 * statements that make a node are in parse-node.ts.
 */
import {idPattern, nodeStatements, parseNode, point, splitOnce} from './parse-node';
import {BlueprintError, offscreen, type Comment, type Graph, type GraphNode} from './types';

const statements = `caption, node, ${Object.keys(nodeStatements).join(', ')}, wire, comment, size`;
const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/**
 * Parses a block. `fenceLine` is the page line of the opening fence, so every
 * error names the line of the page (statement n of the block is fenceLine + n).
 */
export function parseBlueprint(text: string, fenceLine = 0): Graph {
  const graph: Graph = {caption: '', nodes: [], wires: [], comments: []};
  let current: GraphNode | undefined;
  /** The comment just written: an `at` or `size` line under it places its box. */
  let comment: Comment | undefined;
  let captionLine: number | undefined;

  text.split('\n').forEach((raw, index) => {
    const line = fenceLine + index + 1;
    const statement = raw.trim();
    if (statement === '') {
      return;
    }
    const [keyword = '', rest = ''] = splitOnce(statement, ' ');
    const fail = (message: string): never => {
      throw new BlueprintError(line, message);
    };
    if (comment && (keyword === 'at' || keyword === 'size')) {
      const {x, y} = point(rest, statement, fail);
      if (keyword === 'size' && (x <= 0 || y <= 0)) {
        fail(`"${statement}": a comment's size is its width then its height, both above 0`);
      }
      const box = comment.box ?? {x: 0, y: 0, width: 0, height: 0};
      comment.box = keyword === 'at' ? {...box, x, y} : {...box, width: x, height: y};
      return;
    }
    const ofNode = nodeStatements[keyword];
    if (ofNode) {
      if (!current) {
        return fail(
          `"${statement}": ${article(keyword)} ${keyword} line belongs to a node (put it under "node <id> <kind> [<title>]", indented two spaces)`,
        );
      }
      return ofNode(current, rest, {statement, line, fail});
    }
    switch (keyword) {
      case 'caption':
        if (captionLine !== undefined) {
          fail(
            `caption: a second caption (the first is on line ${captionLine}; a block has exactly one, join the sentences)`,
          );
        }
        if (rest.trim() === '') {
          fail('caption: the caption is empty (write one sentence saying what the graph does)');
        }
        graph.caption = rest.trim();
        captionLine = line;
        return;
      case 'node':
        comment = undefined;
        current = parseNode(rest, line);
        graph.nodes.push(current);
        return;
      case 'wire': {
        comment = undefined;
        const [from = '', to] = splitOnce(rest, ' -> ');
        const fromRef = parsePinRef(from);
        const toRef = to === undefined ? undefined : parsePinRef(to);
        if (!fromRef || !toRef) {
          return fail(
            `wire "${rest}": write "wire <node>.<pin> -> <node>.<pin>", from an output pin to an input pin; "${offscreen}" for an end beyond the picture`,
          );
        }
        graph.wires.push({from: fromRef, to: toRef, line});
        return;
      }
      case 'comment': {
        const match = /^([A-Za-z][A-Za-z0-9_]*(?:\s*,\s*[A-Za-z][A-Za-z0-9_]*)*):\s+(.*)$/.exec(rest);
        const text = (match ? match[2] : rest)?.trim() ?? '';
        if (text === '') {
          return fail(`comment "${rest}": the comment is empty (write "comment [<id>, ...:] <text>")`);
        }
        comment = {nodes: match?.[1]?.split(',').map((id) => id.trim()) ?? [], text, line};
        graph.comments.push(comment);
        return;
      }
      case 'size':
        return fail(
          `"${statement}": a size line belongs to a comment box (put it under "comment [<id>, ...:] <text>")`,
        );
      default:
        fail(`"${statement}": unknown statement "${keyword}" (statements: ${statements})`);
    }
  });

  if (captionLine === undefined) {
    throw new BlueprintError(
      fenceLine,
      'blueprint block without a caption (add a line "caption <one sentence saying what the graph does>")',
    );
  }
  return graph;
}

function parsePinRef(text: string): {node: string; pin: string} | undefined {
  if (text.trim() === offscreen) {
    return {node: offscreen, pin: ''};
  }
  const [node = '', pin] = splitOnce(text.trim(), '.');
  return idPattern.test(node) && pin !== undefined ? {node, pin: pin.trim()} : undefined;
}
