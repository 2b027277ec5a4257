import {describe, expect, it} from 'vitest';
import {boxUnder, routedWire, wirePath} from './wires';

const pin = (x: number, y: number) => ({y, x1: x, x2: x});

describe('wirePath', () => {
  it('draws two bare pins as the editor curve', () => {
    expect(wirePath([pin(100, 50), pin(200, 90)])).toBe('M100 50C147 50 153 90 200 90');
  });

  it("loops a wire whose target lies behind its source out to the right and back in from the left, as the editor's backward spline", () => {
    // Tangent 3 x min(100, 200) + 1.5 x min(40, 200) = 360: each control point a third of it from its end.
    expect(wirePath([pin(200, 50), pin(100, 90)])).toBe('M200 50C320 50 -20 90 100 90');
  });

  it('draws runs as straight stretches joined by the curve', () => {
    expect(wirePath([{y: 50, x1: 0, x2: 60}, pin(200, 90)])).toBe('M0 50H60C120 50 140 90 200 90');
  });
});

describe('routedWire', () => {
  it('follows a right-angled route, softening each bend into a curve 40 px wide', () => {
    const runs = routedWire(
      [
        {x: 100, y: 50},
        {x: 130, y: 50},
        {x: 130, y: 300},
        {x: 400, y: 300},
        {x: 400, y: 90},
        {x: 440, y: 90},
      ],
      pin(100, 50),
      pin(440, 90),
    );
    expect(runs).toEqual([
      {y: 50, x1: 100, x2: 115},
      {y: 300, x1: 155, x2: 380},
      {y: 90, x1: 420, x2: 440},
    ]);
  });

  it('turns towards a pin that moved since elk routed the wire, before it', () => {
    const runs = routedWire(
      [
        {x: 100, y: 30},
        {x: 440, y: 30},
      ],
      pin(100, 30),
      {y: 90, x1: 440, x2: 660},
    );
    expect(runs).toEqual([
      {y: 30, x1: 100, x2: 400},
      {y: 90, x1: 440, x2: 660},
    ]);
  });
});

describe('boxUnder', () => {
  const box = {x: 200, y: 40, width: 100, height: 100};

  it('finds a box a wire passes under', () => {
    expect(boxUnder([pin(100, 90), pin(400, 90)], [box])).toBe(box);
  });

  it('lets a wire pass by a box or end on its border', () => {
    expect(boxUnder([pin(100, 20), pin(400, 20)], [box])).toBeUndefined();
    expect(boxUnder([pin(100, 90), pin(200, 90)], [box])).toBeUndefined();
  });
});
