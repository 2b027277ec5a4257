/**
 * The editor's pin icons (facts: editor-look.md, section 5), each centred on
 * the point its wires end at: an exec pin's house, a data pin's ring with its
 * arrow, a container's grid or braces, a by-reference diamond, a delegate's
 * square. Hollow until wired, filled once a wire reaches them.
 */
import {pinColours} from '../palette';
import {el, type Element, type Pin} from '../types';
import {pins} from './metrics';

/** The icon forms. */
type Form = 'exec' | 'data' | 'array' | 'set' | 'map' | 'reference' | 'delegate';

export function pinForm(pin: Pin): Form {
  if (pin.type.category === 'exec') {
    return 'exec';
  }
  if (pin.type.container) {
    return pin.type.container;
  }
  if (pin.type.category === 'delegate') {
    return 'delegate';
  }
  return pin.reference ? 'reference' : 'data';
}

/** An icon's width, from its left end to its right (a data pin's arrow included). */
export function iconWidth(pin: Pin): number {
  switch (pinForm(pin)) {
    case 'exec':
      return pins.execWidth;
    case 'data':
      return pins.dataWidth;
    case 'reference':
      return pins.diamond;
    case 'delegate':
      return pins.delegate;
    default:
      return pins.container;
  }
}

/** Where an icon's centre lies from its left end: a data pin's ring is left of its arrow. */
export function iconCentre(pin: Pin): number {
  return pinForm(pin) === 'data' ? pins.circle / 2 : iconWidth(pin) / 2;
}

/** The exec house, centred on (x, y), flat on the left and pointing right. */
function execIcon(x: number, y: number, wired: boolean): Element {
  const w = pins.execWidth / 2;
  const h = pins.execHeight / 2;
  return el('path', {
    className: wired ? 'bp-ex bp-ex-w' : 'bp-ex',
    'data-pin': 'exec',
    d: `M${x - w} ${y - h}H${x + 1}L${x + w} ${y}L${x + 1} ${y + h}H${x - w}Z`,
  });
}

/** The small arrow a data pin has on its right (`direction` -1 points it left, as a knot turned back does). */
export function dataArrow(x: number, y: number, colour: string, direction: 1 | -1 = 1): Element {
  const start = x + direction * (pins.circle / 2 + pins.arrowGap);
  const tip = start + direction * pins.arrowWidth;
  return el('path', {
    className: 'bp-pa',
    d: `M${start} ${y - pins.arrowHeight / 2}L${tip} ${y}L${start} ${y + pins.arrowHeight / 2}Z`,
    fill: colour,
  });
}

/** A 3x3 grid of cells, the centre one hollow until wired: an array. */
function arrayIcon(x: number, y: number, colour: string, wired: boolean): Element[] {
  const step = pins.cell + pins.cellGap;
  const left = x - pins.container / 2;
  const top = y - pins.container / 2;
  return [0, 1, 2].flatMap((row) =>
    [0, 1, 2].map((column) => {
      const hollow = row === 1 && column === 1 && !wired;
      return el('rect', {
        x: left + column * step + (hollow ? 0.5 : 0),
        y: top + row * step + (hollow ? 0.5 : 0),
        width: pins.cell - (hollow ? 1 : 0),
        height: pins.cell - (hollow ? 1 : 0),
        ...(hollow ? {fill: 'none', stroke: colour} : {fill: colour}),
      });
    }),
  );
}

/** A pair of curly braces: a set. */
function setIcon(x: number, y: number, colour: string): Element {
  const brace = (side: 1 | -1) => {
    const edge = x + side * 6;
    const inner = x + side * 3;
    return `M${inner} ${y - 7}Q${edge - side * 1} ${y - 7} ${edge - side * 1} ${y - 4}V${y - 2}Q${edge - side * 1} ${y} ${edge} ${y}Q${edge - side * 1} ${y} ${edge - side * 1} ${y + 2}V${y + 4}Q${edge - side * 1} ${y + 7} ${inner} ${y + 7}`;
  };
  return el('path', {d: `${brace(-1)}${brace(1)}`, fill: 'none', stroke: colour, strokeWidth: 1.6});
}

/** Three key squares and three value bars: a map. */
function mapIcon(x: number, y: number, colour: string): Element[] {
  const left = x - pins.container / 2;
  const top = y - pins.container / 2;
  const step = pins.cell + pins.cellGap;
  return [0, 1, 2].flatMap((row) => [
    el('rect', {x: left, y: top + row * step, width: pins.cell, height: pins.cell, fill: colour}),
    el('rect', {
      x: left + step,
      y: top + row * step + 1,
      width: 2 * step - pins.cellGap,
      height: pins.cell - 2,
      fill: 'var(--bp-pinLabel)',
    }),
  ]);
}

/**
 * A pin's icon centred at (x, y), filled when wired. `arrow` keeps a data
 * pin's arrow (the editor leaves it off a compact node's pins).
 */
export function pinIcon(pin: Pin, x: number, y: number, wired: boolean, arrow = true): Element {
  const colour = pinColours[pin.type.category];
  const form = pinForm(pin);
  const paint = {fill: wired ? colour : 'var(--bp-hollow)', stroke: colour, strokeWidth: pins.ring};
  const r = (pins.circle - pins.ring) / 2;
  switch (form) {
    case 'exec':
      return execIcon(x, y, wired);
    case 'array':
      return el('g', {'data-pin': form}, ...arrayIcon(x, y, colour, wired));
    case 'set':
      return el('g', {'data-pin': form}, setIcon(x, y, colour));
    case 'map':
      return el('g', {'data-pin': form}, ...mapIcon(x, y, colour));
    case 'reference': {
      const half = pins.diamond / 2 - 1;
      return el('path', {
        'data-pin': form,
        d: `M${x} ${y - half}L${x + half} ${y}L${x} ${y + half}L${x - half} ${y}Z`,
        ...paint,
      });
    }
    case 'delegate':
      return delegateSquare(x, y, wired);
    case 'data':
      return el(
        'g',
        {'data-pin': form},
        el('circle', {cx: x, cy: y, r, ...paint}),
        ...(arrow ? [dataArrow(x, y, colour)] : []),
      );
  }
}

/** A delegate's rounded square (an event's, at the end of its header). */
export function delegateSquare(x: number, y: number, wired: boolean): Element {
  const half = (pins.delegate - pins.delegateBorder) / 2;
  return el('rect', {
    'data-pin': 'delegate',
    className: wired ? 'bp-dg bp-dg-w' : 'bp-dg',
    x: x - half,
    y: y - half,
    width: 2 * half,
    height: 2 * half,
    rx: 2,
  });
}
