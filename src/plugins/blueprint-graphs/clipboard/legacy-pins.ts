/**
 * Pins in the format older engines copy (Unreal Engine 4 before 4.19): each
 * pin an `EdGraphPin` object nested in its node, declared once and written
 * once, its type one `PinType=(PinCategory=…)` value and each wire a
 * `LinkedTo(n)=EdGraphPin'Node.Pin'` line. They are turned into the fields
 * of a `CustomProperties Pin (…)` entry, so pins.ts reads one format.
 */
import {structItems, unquote, type T3dObject} from './t3d';

type PinEntry = T3dObject['pins'][number];

/** The path of a reference, `EdGraphPin'K2Node_Event_0.EdGraphPin_7'` giving `K2Node_Event_0.EdGraphPin_7`. */
const pathOf = (value: string) => /'"?([^'"]*)"?'/.exec(value)?.[1] ?? unquote(value);

/** A wire's other end as a LinkedTo list writes it: `K2Node_Event_0 EdGraphPin_7`. */
function linkOf(value: string): string | undefined {
  const path = pathOf(value);
  const dot = path.lastIndexOf('.');
  return dot > 0 ? `${path.slice(0, dot)} ${path.slice(dot + 1)}` : undefined;
}

function legacyPin(pin: T3dObject): PinEntry {
  const fields = new Map<string, string>([['PinId', pin.name]]);
  const links: string[] = [];
  for (const {key, value} of pin.properties) {
    if (key === 'PinType') {
      for (const item of structItems(value)) {
        if (item.key === 'bIsArray' && item.value === 'True') {
          fields.set('PinType.ContainerType', 'Array');
        } else if (item.key) {
          fields.set(`PinType.${item.key}`, item.value);
        }
      }
    } else if (key.startsWith('LinkedTo(')) {
      const link = linkOf(value);
      if (link) {
        links.push(link);
      }
    } else {
      fields.set(key, value);
    }
  }
  if (links.length > 0) {
    fields.set('LinkedTo', `(${links.join(',')},)`);
  }
  return {fields, line: pin.line};
}

/**
 * A node's pins written as nested EdGraphPin objects, in the order of its
 * `Pins(n)` lines: each pin's second object, the one that holds its values
 * (an unnamed pin, such as Flip Flop's exec input, writes no PinName). A pin
 * listed without values is returned by name in `missing`.
 */
export function legacyPins(node: T3dObject): {pins: PinEntry[]; missing: string[]} {
  const written = new Map(
    node.children.filter((child) => child.properties.length > 0).map((child) => [child.name, child]),
  );
  const order = node.properties
    .filter(({key}) => key.startsWith('Pins('))
    .map(({value}) => pathOf(value).slice(pathOf(value).lastIndexOf('.') + 1));
  const names = order.length > 0 ? order : [...written.keys()];
  return {
    pins: names.filter((name) => written.has(name)).map((name) => legacyPin(written.get(name)!)),
    missing: names.filter((name) => !written.has(name)),
  };
}
