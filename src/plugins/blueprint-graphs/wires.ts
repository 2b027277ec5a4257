/**
 * Wire shapes. A wire is a series of horizontal runs joined by the editor's
 * spline (facts: editor-look.md, section 9): a plain wire is two bare pins,
 * one curve between them, leaving and entering level, looping out to the
 * right and back in from the left when its target lies behind its source; a
 * wire that
 * would pass under a node follows elk's route around it, each right-angled
 * turn of the route softened into the same curve, as the editor draws a wire
 * through reroute nodes.
 */
import {wires} from './shapes/metrics';
import type {Box, Point, Run} from './types';

/** Half the width of a turn: the editor's curve needs that much room on each side of the route's vertical stretch. */
const maxTurn = 20;
const samplesPerCurve = 24;

const r = Math.round;

/**
 * The editor's spline from `from` to `to`: its two control points, each a
 * third of the tangent from its end, the tangent growing with the distance
 * (capped), more steeply for a wire going backwards (UGraphEditorSettings'
 * spline defaults).
 */
function controls(from: Point, to: Point): [Point, Point] {
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  const forward = to.x >= from.x;
  const tangent = forward
    ? Math.min(dx, wires.forwardRange) + Math.min(dy, wires.forwardRange)
    : wires.backwardHorizontal * Math.min(dx, wires.backwardRange) +
      wires.backwardVertical * Math.min(dy, wires.backwardRange);
  const pull = tangent / 3;
  return [
    {x: from.x + pull, y: from.y},
    {x: to.x - pull, y: to.y},
  ];
}

/** The SVG path of a wire. */
export function wirePath(runs: Run[]): string {
  const [first, ...rest] = runs;
  let path = `M${r(first!.x1)} ${r(first!.y)}${first!.x2 !== first!.x1 ? `H${r(first!.x2)}` : ''}`;
  let end: Point = {x: first!.x2, y: first!.y};
  for (const run of rest) {
    const start = {x: run.x1, y: run.y};
    const [c1, c2] = controls(end, start);
    path += `C${r(c1.x)} ${r(c1.y)} ${r(c2.x)} ${r(c2.y)} ${r(start.x)} ${r(start.y)}`;
    if (run.x2 !== run.x1) {
      path += `H${r(run.x2)}`;
    }
    end = {x: run.x2, y: run.y};
  }
  return path;
}

/** Points along the drawn wire, close enough together to tell whether it passes under a node. */
function wireSamples(runs: Run[]): Point[] {
  const points: Point[] = [];
  runs.forEach((run, index) => {
    if (index > 0) {
      const before = runs[index - 1]!;
      const from = {x: before.x2, y: before.y};
      const to = {x: run.x1, y: run.y};
      const [c1, c2] = controls(from, to);
      for (let step = 1; step < samplesPerCurve; step++) {
        const t = step / samplesPerCurve;
        const u = 1 - t;
        const mix = (a: number, b: number, c: number, d: number) =>
          u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
        points.push({x: mix(from.x, c1.x, c2.x, to.x), y: mix(from.y, c1.y, c2.y, to.y)});
      }
    }
    const steps = Math.max(1, Math.ceil(Math.abs(run.x2 - run.x1) / 8));
    for (let step = 0; step <= steps; step++) {
      points.push({x: run.x1 + ((run.x2 - run.x1) * step) / steps, y: run.y});
    }
  });
  return points;
}

const inside = ({x, y}: Point, box: Box) =>
  x > box.x + 1 && x < box.x + box.width - 1 && y > box.y + 1 && y < box.y + box.height - 1;

/**
 * The first box the wire passes under, other than the nodes it starts and
 * ends in: a wire runs from its pin's icon, inside its node, as the editor's
 * wires do under their translucent bodies.
 */
export function boxUnder<T extends Box>(runs: Run[], boxes: T[]): T | undefined {
  const start = {x: runs[0]!.x1, y: runs[0]!.y};
  const last = runs[runs.length - 1]!;
  const end = {x: last.x2, y: last.y};
  const points = wireSamples(runs);
  return boxes.find((box) => !inside(start, box) && !inside(end, box) && points.some((point) => inside(point, box)));
}

/**
 * The runs of a route elk drew with right angles (its start, bend points and
 * end), each shortened at a turn so the editor's curve fits there.
 */
function runsOfRoute(points: Point[]): Run[] {
  const runs: Run[] = [];
  for (const [index, point] of points.entries()) {
    const last = runs[runs.length - 1];
    if (last && Math.abs(last.y - point.y) < 0.5) {
      last.x2 = point.x;
    } else if (index === 0 || Math.abs(points[index - 1]!.x - point.x) < 0.5) {
      runs.push({y: point.y, x1: point.x, x2: point.x});
    }
  }
  runs.forEach((run, index) => {
    const next = runs[index + 1];
    if (!next) {
      return;
    }
    // What one side of a short run cannot give, the other side does.
    const before = Math.min(maxTurn, Math.abs(run.x2 - run.x1) / 2);
    const after = Math.min(2 * maxTurn - before, Math.abs(next.x2 - next.x1) / 2);
    run.x2 -= before;
    next.x1 += after;
  });
  return runs;
}

/**
 * A wire along elk's route from its first run to its last (a bare pin, or the
 * straight run from a picture's edge). Where a pin has moved since elk routed
 * the wire (a cropped node), the wire turns towards it just before it.
 */
export function routedWire(route: Point[], first: Run, last: Run): Run[] {
  const runs = runsOfRoute(route);
  const head = runs[0]!;
  if (Math.abs(head.y - first.y) < 0.5) {
    Object.assign(head, {x1: first.x1, x2: Math.max(head.x2, first.x2)});
  } else {
    head.x1 = Math.max(head.x1, first.x2 + 2 * maxTurn);
    runs.unshift(first);
  }
  const tail = runs[runs.length - 1]!;
  if (Math.abs(tail.y - last.y) < 0.5) {
    Object.assign(tail, {x1: Math.min(tail.x1, last.x1), x2: last.x2});
  } else {
    tail.x2 = Math.min(tail.x2, last.x1 - 2 * maxTurn);
    runs.push(last);
  }
  return runs;
}
