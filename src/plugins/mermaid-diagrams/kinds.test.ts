import {describe, expect, it} from 'vitest';
import {diagramKind, kindName} from './kinds';

describe('diagramKind', () => {
  it('reads the kind past front matter and directives', () => {
    expect(diagramKind('---\ntitle: Flow\n---\n%%{init: {}}%%\nsequenceDiagram\n  A->>B: Hi')).toBe('sequenceDiagram');
  });
});

describe('kindName', () => {
  it('names the kinds readers know, and calls any other a diagram', () => {
    expect(kindName('stateDiagram-v2\n  [*] --> A')).toBe('State diagram');
    expect(kindName('quadrantChart\n  title Reach')).toBe('Diagram');
  });
});
