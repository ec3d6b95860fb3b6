// seats.js - the seats' colours and shapes, for every board, the log, the end of
// a game and the app's badges.  The colours are those of the terminal game
// (src/cli/term_screen.c: Red, Blue, Yellow, Green, in seat order), in Paul Tol's
// "bright" qualitative scheme, which stays distinct under every common
// colour-vision deficiency; each seat also has its own shape, so that a seat
// never depends on its colour alone.

import { svg } from './dom.js';

export const SEAT_STYLE = [
  { colour: '#EE6677', shape: 'circle', name: 'red' },
  { colour: '#4477AA', shape: 'square', name: 'blue' },
  { colour: '#CCBB44', shape: 'triangle', name: 'yellow' },
  { colour: '#228833', shape: 'diamond', name: 'green' },
  { colour: '#AA3377', shape: 'star', name: 'purple' }, // a fifth seat (Quetzal)
];
// The solo rival: a neutral dark grey hexagon, unlike any seat.
export const RIVAL_STYLE = { colour: '#4D4D4D', shape: 'hexagon', name: 'rival' };
// Each shape as one character (badges, marks).
export const SHAPE_CHAR = { circle: '●', square: '■', triangle: '▲', diamond: '◆', star: '★', hexagon: '⬢',
  cross: '✚', pentagon: '⬟' };

/** A seat's style ('rival': the rival's; an unknown seat: the first's). */
export function seatStyle(seat) { return seat === 'rival' ? RIVAL_STYLE : SEAT_STYLE[seat] || SEAT_STYLE[0]; }

/** A five-pointed star's path centred on (x, y), outer radius ro, inner ri. */
export function starPath(x, y, ro, ri) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? ri : ro;
    d += (i ? 'L' : 'M') + (x + rr * Math.cos(a)).toFixed(1) + ' ' + (y + rr * Math.sin(a)).toFixed(1);
  }
  return d + 'Z';
}

/** A seat's shape as SVG centred on (x, y), radius r (circle, square, triangle, diamond, star). */
export function shapeAt(shape, x, y, r, attrs) {
  switch (shape) {
    case 'square': return svg('rect', { x: x - r * 0.85, y: y - r * 0.85, width: r * 1.7, height: r * 1.7, rx: 2, ...attrs });
    case 'triangle': return svg('polygon', { points: `${x},${y - r} ${x + r},${y + r * 0.8} ${x - r},${y + r * 0.8}`, ...attrs });
    case 'diamond': return svg('polygon', { points: `${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`, ...attrs });
    case 'star': return svg('path', { d: starPath(x, y, r * 1.2, r * 0.5), ...attrs });
    default: return svg('circle', { cx: x, cy: y, r, ...attrs });
  }
}
