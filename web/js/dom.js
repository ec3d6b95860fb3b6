// dom.js - the DOM and SVG helpers every drawing of the page shares (the three
// boards, the end of a game, the replay viewer, the scoring screen): elements
// built from a tag, attributes and children; a board's stylesheet added once;
// a rebuild that keeps keyboard focus on the same target.

export const SVG_NS = 'http://www.w3.org/2000/svg';

// Attributes: null, undefined and false are left out, true is an empty value,
// 'class' and 'text' (the text content) as named, 'style' as a string or an
// object of properties (camelCase or dashed).
function setAttrs(e, attrs) {
  if (!attrs) return;
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === 'class') e.setAttribute('class', v);
    else if (k === 'style' && typeof v === 'object') {
      for (const [p, x] of Object.entries(v)) e.style.setProperty(p.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()), x);
    }
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v === true ? '' : String(v));
  }
}
// Children: nodes and strings, arrays flattened, null/undefined/false left out.
function append(e, kids) {
  for (const k of kids.flat()) if (k != null && k !== false) e.append(k instanceof Node ? k : String(k));
}

/** An HTML element: h('div', {class: 'x', text: 'y'}, child, ...). */
export function h(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  setAttrs(e, attrs);
  append(e, kids);
  return e;
}
/** An SVG element, attributes and children as h's. */
export function svg(tag, attrs, ...kids) {
  const e = document.createElementNS(SVG_NS, tag);
  setAttrs(e, attrs);
  append(e, kids);
  return e;
}
/** An SVG text at (x, y). */
export function text(x, y, s, attrs) { return svg('text', { x, y, ...attrs }, String(s)); }
/** An HTML element with properties (className, textContent, onclick...) and children. */
export function el(tag, props, kids) {
  const e = document.createElement(tag);
  if (props) Object.assign(e, props);
  for (const k of kids || []) e.append(k);
  return e;
}

/** Adds the stylesheet at href to the page once (for modules loaded on demand). */
export function ensureStylesheet(href) {
  if (!document.querySelector(`link[href="${href}"]`)) {
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  }
}

/** Rebuilds el's children with fn, keeping keyboard focus on the same target key. */
export function keepFocus(el, fn) {
  const active = document.activeElement;
  const focusKey = active && el.contains(active) ? active.getAttribute('data-target') : null;
  el.replaceChildren();
  fn();
  if (focusKey) {
    const again = el.querySelector('[data-target="' + CSS.escape(focusKey) + '"]');
    if (again) again.focus({ preventScroll: true });
  }
}
