/**
 * Runs in the build's Chromium, after Mermaid's own bundle (render.ts loads
 * both): draws one diagram in each colour mode and returns each drawing's
 * SVG markup, ready to sit in a page beside other diagrams, with what the
 * page needs to know of it.
 */
/* global mermaid -- the bundle render.ts loads before this script */
window.drawMermaid = async function drawMermaid({source, id, config, themes, classes}) {
  const drawings = {};
  for (const [mode, theme] of Object.entries(themes)) {
    const svgId = `${id}-${mode}`;
    mermaid.initialize({startOnLoad: false, ...config, ...theme});
    let svg;
    try {
      ({svg} = await mermaid.render(svgId, source));
    } catch (error) {
      // Mermaid leaves the element it drew in behind when it fails.
      document.getElementById(`d${svgId}`)?.remove();
      return {error: String(error?.message ?? error)};
    }
    const host = document.createElement('div');
    host.innerHTML = svg;
    document.body.append(host);
    const root = host.querySelector('svg');
    namespaceIds(root, svgId);
    root.setAttribute('class', `${root.getAttribute('class') ?? ''} ${classes[mode]}`.trim());
    const {width, height} = root.viewBox.baseVal;
    drawings[mode] = {
      markup: root.outerHTML,
      width,
      height,
      smallestText: smallestText(root),
      title: root.querySelector(':scope > title')?.textContent?.trim() || null,
    };
    host.remove();
  }
  return {drawings};
};

/**
 * Mermaid prefixes most ids with the diagram's, but not all: sequence
 * diagrams number their actors with a counter of the page, state diagrams
 * name some groups after their states. Two such diagrams on one page, or one
 * diagram's two drawings, would share ids. Every other id gets the diagram's
 * prefix and a number in document order (the same from one build to the
 * next), and whatever pointed to it follows.
 */
function namespaceIds(root, prefix) {
  const renamed = new Map();
  for (const element of root.querySelectorAll('[id]')) {
    if (!element.id.startsWith(prefix)) {
      const id = `${prefix}-${renamed.size}`;
      renamed.set(element.id, id);
      element.id = id;
    }
  }
  if (renamed.size === 0) {
    return;
  }
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const reference = new RegExp(`#(${[...renamed.keys()].map(escape).join('|')})(?![\\w-])`, 'g');
  const follow = (text) => text.replace(reference, (_match, id) => `#${renamed.get(id)}`);
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      if (attribute.name === 'aria-labelledby' || attribute.name === 'aria-describedby') {
        attribute.value = attribute.value
          .split(/\s+/)
          .map((id) => renamed.get(id) ?? id)
          .join(' ');
      } else if (attribute.value.includes('#')) {
        attribute.value = follow(attribute.value);
      }
    }
  }
  for (const style of root.querySelectorAll('style')) {
    style.textContent = follow(style.textContent);
  }
}

/** The font size, in the drawing's own units, of its smallest visible text. */
function smallestText(root) {
  let smallest = Infinity;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement;
    if (!walker.currentNode.textContent.trim() || !parent || parent.closest('style, title, desc')) {
      continue;
    }
    const style = getComputedStyle(parent);
    if (style.display !== 'none' && style.visibility !== 'hidden') {
      smallest = Math.min(smallest, parseFloat(style.fontSize));
    }
  }
  return Number.isFinite(smallest) ? smallest : null;
}
