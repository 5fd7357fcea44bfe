/**
 * The sticker set `wk` (`[sticker]wk/N[/sticker]`, shown as `/emoji/wk/N.png`), drawn as code: one
 * round cat mascot, defined once, with ten expressions. Every sticker is a hand-written SVG in a
 * 128×128 box; `draw-stickers.ts` rasterises them to the PNG files the site serves.
 *
 * Everything is drawn in two layers so shapes read on a light and a dark page alike: a wide dark
 * stroke under each silhouette (the outline) and the flat fill on top of it.
 */

/** A sticker: its file name (`N` of `wk/N`), its meaning in Russian and its SVG. */
export interface StickerDefinition {
  readonly name: string;
  readonly title: string;
  readonly svg: string;
}

/** The picture's side in SVG units and in PNG pixels. */
export const STICKER_SIZE = 128;

const INK = '#2b2137';
const FUR = '#ffc978';
const FUR_SHADE = '#f2a85a';
const EAR_PINK = '#ff9fb2';
const BLUSH = '#ff7f96';
const WHITE = '#ffffff';
const HEART = '#ff4f79';
const TEAR = '#6cc4ff';
const ANGER = '#ff4b3e';
const MUZZLE = '#ffe4b8';
const MOUTH = '#8c2f45';
const TONGUE = '#ff7d8f';
const STAR = '#fff3a6';
const EXCLAMATION = '#ffe14d';
const QUESTION = '#9fd7ff';
const SNORE = '#b8c4ff';
const HATCH = '#d93d5e';
/** Half the width of the outline stroke: how far the outline reaches out of a silhouette. */
const OUTLINE = 4;
/** The width of drawn lines (eyes, mouths, marks). */
const LINE = 5;

/** Centres of the eyes and the mouth: every expression places its features around these. */
const EYE_Y = 72;
const LEFT_EYE_X = 44;
const RIGHT_EYE_X = 84;
const MOUTH_Y = 88;

type Point = readonly [number, number];

function wrap(content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STICKER_SIZE}" height="${STICKER_SIZE}" ` +
    `viewBox="0 0 ${STICKER_SIZE} ${STICKER_SIZE}">${content}</svg>`
  );
}

/** Shapes (elements without paint) outlined as one silhouette and filled with `fill`. */
function outlined(shapes: string, fill: string): string {
  return (
    `<g fill="${INK}" stroke="${INK}" stroke-width="${OUTLINE * 2}" stroke-linejoin="round">` +
    `${shapes}</g><g fill="${fill}">${shapes}</g>`
  );
}

/** An open line in ink (or `color`) with round ends. */
function line(d: string, color = INK, width = LINE): string {
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" ` +
    `stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** `content` turned by `angle` degrees around (cx, cy). */
function rotated(angle: number, cx: number, cy: number, content: string): string {
  return angle === 0 ? content : `<g transform="rotate(${angle} ${cx} ${cy})">${content}</g>`;
}

/** `content` and its mirror image across the face's vertical middle (for brows, eyes, cheeks). */
function symmetric(content: string): string {
  return `${content}<g transform="matrix(-1 0 0 1 ${STICKER_SIZE} 0)">${content}</g>`;
}

function mirrorX(x: number): number {
  return STICKER_SIZE - x;
}

/** The ear on the left; the right one is its mirror image. */
function earPath(mirror: boolean, points: readonly Point[]): string {
  const [first, ...rest] = points.map(([x, y]) => `${mirror ? mirrorX(x) : x} ${y}`);
  return `M${first ?? ''}${rest.map((point) => `L${point}`).join('')}Z`;
}

const EAR: readonly Point[] = [
  [18, 64],
  [25, 14],
  [60, 38],
];
const INNER_EAR: readonly Point[] = [
  [27, 51],
  [30, 25],
  [49, 38],
];

/** The silhouette of the mascot (two ears and a round head), as unpainted shapes. */
const HEAD_SHAPES =
  `<path d="${earPath(false, EAR)}"/><path d="${earPath(true, EAR)}"/>` +
  '<ellipse cx="64" cy="76" rx="49" ry="40"/>';

/**
 * The mascot without a face: ears, head, inner ears, a lighter muzzle and a tuft on the forehead.
 * `tint` washes the head in a colour (anger).
 */
function mascot(tint?: string): string {
  const innerEar = (mirror: boolean): string =>
    `<path d="${earPath(mirror, INNER_EAR)}" fill="${EAR_PINK}" stroke="${EAR_PINK}" ` +
    'stroke-width="4" stroke-linejoin="round"/>';
  const stripes =
    line('M58 38 Q60 44 58 49', FUR_SHADE, 4) +
    line('M64 36 L64 47', FUR_SHADE, 4) +
    line('M70 38 Q68 44 70 49', FUR_SHADE, 4);
  const wash =
    tint === undefined
      ? ''
      : `<defs><clipPath id="head">${HEAD_SHAPES}</clipPath>` +
        '<linearGradient id="tint" x1="0" y1="0" x2="0" y2="1">' +
        `<stop offset="0" stop-color="${tint}" stop-opacity="0.75"/>` +
        `<stop offset="0.6" stop-color="${tint}" stop-opacity="0"/></linearGradient></defs>` +
        `<rect width="${STICKER_SIZE}" height="${STICKER_SIZE}" fill="url(#tint)" clip-path="url(#head)"/>`;
  return (
    outlined(HEAD_SHAPES, FUR) +
    wash +
    innerEar(false) +
    innerEar(true) +
    stripes +
    `<ellipse cx="64" cy="93" rx="24" ry="15" fill="${MUZZLE}"/>`
  );
}

/** Rosy cheeks under the eyes. */
function cheeks(opacity = 0.55): string {
  return symmetric(
    `<ellipse cx="${LEFT_EYE_X - 13}" cy="${MOUTH_Y}" rx="8" ry="5" fill="${BLUSH}" opacity="${opacity}"/>`,
  );
}

/** The small nose every face shares. */
function nose(): string {
  return (
    `<path d="M60 80 L68 80 L64 84.5 Z" fill="${INK}" stroke="${INK}" stroke-width="2.5" ` +
    'stroke-linejoin="round"/>'
  );
}

/** A round eye with a highlight centred on (x, y). */
function dotEye(x: number, y = EYE_Y, rx = 5.5, ry = 7.5): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${INK}"/>` +
    `<circle cx="${x + 1.8}" cy="${y - 2.8}" r="2" fill="${WHITE}"/>`
  );
}

/** Both eyes round, looking towards (dx, dy). */
function dotEyes(dx = 0, dy = 0, rx = 5.5, ry = 7.5): string {
  return dotEye(LEFT_EYE_X + dx, EYE_Y + dy, rx, ry) + dotEye(RIGHT_EYE_X + dx, EYE_Y + dy, rx, ry);
}

/** A closed, smiling eye (∩) centred on x. */
function happyEye(x: number): string {
  return line(`M${x - 8} ${EYE_Y + 3} Q${x} ${EYE_Y - 8} ${x + 8} ${EYE_Y + 3}`);
}

/** The cat's mouth, ω, under the nose. */
function catMouth(): string {
  return line('M53 86 Q58.5 93 64 85 Q69.5 93 75 86');
}

/** A heart centred on (cx, cy), `s` its half-width. */
function heartPath(cx: number, cy: number, s: number): string {
  const p = (dx: number, dy: number): string =>
    `${(cx + dx * s).toFixed(2)} ${(cy + dy * s).toFixed(2)}`;
  const r = (0.5 * s).toFixed(2);
  return (
    `M${p(0, 0.95)}C${p(-0.35, 0.65)} ${p(-1, 0.25)} ${p(-1, -0.3)}` +
    `A${r} ${r} 0 0 1 ${p(0, -0.4)}A${r} ${r} 0 0 1 ${p(1, -0.3)}` +
    `C${p(1, 0.25)} ${p(0.35, 0.65)} ${p(0, 0.95)}Z`
  );
}

/** An outlined red heart with a glint, turned by `angle` degrees. */
function heart(cx: number, cy: number, s: number, angle = 0): string {
  const [gx, gy] = [cx - s * 0.45, cy - s * 0.3];
  const glint = `<ellipse cx="${gx}" cy="${gy}" rx="${s * 0.2}" ry="${s * 0.13}" fill="${WHITE}" opacity="0.8"/>`;
  return rotated(
    angle,
    cx,
    cy,
    outlined(`<path d="${heartPath(cx, cy, s)}"/>`, HEART) + rotated(-35, gx, gy, glint),
  );
}

/** A drop, pointing up, centred on (cx, cy), `s` its radius. */
function dropPath(cx: number, cy: number, s: number): string {
  const p = (dx: number, dy: number): string =>
    `${(cx + dx * s).toFixed(2)} ${(cy + dy * s).toFixed(2)}`;
  return (
    `M${p(0, -1.6)}C${p(0.35, -0.9)} ${p(1, -0.4)} ${p(1, 0.2)}` +
    `A${s.toFixed(2)} ${s.toFixed(2)} 0 0 1 ${p(-1, 0.2)}C${p(-1, -0.4)} ${p(-0.35, -0.9)} ${p(0, -1.6)}Z`
  );
}

/** An outlined blue drop (a tear, sweat) with a glint, turned by `angle` degrees. */
function drop(cx: number, cy: number, s: number, angle = 0): string {
  return rotated(
    angle,
    cx,
    cy,
    outlined(`<path d="${dropPath(cx, cy, s)}"/>`, TEAR) +
      `<circle cx="${cx - s * 0.35}" cy="${cy}" r="${s * 0.25}" fill="${WHITE}" opacity="0.85"/>`,
  );
}

/** A four-pointed sparkle. */
function sparkle(cx: number, cy: number, s: number, color = WHITE): string {
  const t = s * 0.28;
  return outlined(
    `<path d="M${cx} ${cy - s}Q${cx + t} ${cy - t} ${cx + s} ${cy}Q${cx + t} ${cy + t} ${cx} ${cy + s}` +
      `Q${cx - t} ${cy + t} ${cx - s} ${cy}Q${cx - t} ${cy - t} ${cx} ${cy - s}Z"/>`,
    color,
  );
}

/** 1. Радость: eyes closed in a smile, the cat mouth, rosy cheeks. */
function happy(): string {
  return wrap(
    mascot() +
      cheeks() +
      symmetric(happyEye(LEFT_EYE_X)) +
      nose() +
      catMouth() +
      sparkle(110, 26, 10, STAR),
  );
}

/** 2. Смех: squeezed eyes (> <), the mouth wide open, tears of joy, the head tipped back. */
function laughing(): string {
  const x = LEFT_EYE_X;
  const eyes = symmetric(line(`M${x - 8} ${EYE_Y - 7} L${x + 6} ${EYE_Y} L${x - 8} ${EYE_Y + 7}`));
  const mouth =
    outlined('<path d="M48 86 Q64 90 80 86 Q78 110 64 110 Q50 110 48 86 Z"/>', MOUTH) +
    `<path d="M55 104 Q64 96 73 104 Q69 109 64 109 Q59 109 55 104 Z" fill="${TONGUE}"/>`;
  return wrap(
    rotated(-8, 64, 76, mascot() + cheeks(0.6) + eyes + mouth + nose()) +
      drop(16, 62, 5.5, -50) +
      drop(112, 56, 5.5, 50) +
      line('M10 96 L4 100', INK, 4) +
      line('M12 106 L6 111', INK, 4) +
      line('M118 88 L124 84', INK, 4),
  );
}

/** 3. Любовь: hearts for eyes, a happy mouth, more hearts floating up. */
function love(): string {
  return wrap(
    mascot() +
      cheeks(0.7) +
      heart(LEFT_EYE_X, EYE_Y, 11) +
      heart(RIGHT_EYE_X, EYE_Y, 11) +
      nose() +
      catMouth() +
      heart(111, 24, 10, 15) +
      heart(13, 42, 7, -20),
  );
}

/** 4. Слёзы: sad brows, eyes shut tight, a wobbling mouth, streams of tears. */
function crying(): string {
  const x = LEFT_EYE_X;
  const brow = line(`M${x - 9} ${EYE_Y - 10} L${x + 7} ${EYE_Y - 16}`);
  const eye = line(`M${x - 8} ${EYE_Y} Q${x} ${EYE_Y + 6} ${x + 8} ${EYE_Y}`);
  const stream = outlined(
    `<path d="M${x - 5} ${EYE_Y + 4} L${x + 5} ${EYE_Y + 4} L${x + 6} 118 L${x - 6} 118 Z"/>`,
    TEAR,
  );
  const mouth = outlined(
    '<path d="M50 101 Q53 87 64 87 Q75 87 78 101 Q71 97 64 99 Q57 97 50 101 Z"/>',
    MOUTH,
  );
  return wrap(
    mascot() + symmetric(stream + brow + eye) + nose() + mouth + symmetric(drop(16, 60, 5, -60)),
  );
}

/** 5. Злость: a red wash, frowning brows, a snarl with fangs, an anger mark. */
function angry(): string {
  const x = LEFT_EYE_X;
  const brow = line(`M${x - 10} ${EYE_Y - 16} L${x + 9} ${EYE_Y - 7}`, INK, 6);
  const mouth =
    outlined('<path d="M50 98 Q64 84 78 98 Z"/>', MOUTH) +
    symmetric(`<path d="M55 96 L58 89 L61 94 Z" fill="${WHITE}"/>`);
  // The anger mark: four bent strokes around (106, 26), in ink and then in red over the ink.
  const mark = (color: string, width: number): string =>
    [0, 90, 180, 270]
      .map((angle) => rotated(angle, 106, 26, line('M100 14 Q104 20 110 20', color, width)))
      .join('');
  return wrap(
    mascot(ANGER) +
      symmetric(brow) +
      dotEyes(0, 2, 5, 5.5) +
      nose() +
      mouth +
      mark(INK, 6 + OUTLINE * 2) +
      mark(ANGER, 6),
  );
}

/** 6. Удивление: eyes wide open, brows up, a round open mouth, exclamation marks. */
function surprised(): string {
  const x = LEFT_EYE_X;
  const eye =
    outlined(`<circle cx="${x}" cy="${EYE_Y - 2}" r="11"/>`, WHITE) +
    `<circle cx="${x}" cy="${EYE_Y - 2}" r="4.5" fill="${INK}"/>`;
  const brow = line(`M${x - 9} ${EYE_Y - 22} Q${x} ${EYE_Y - 28} ${x + 9} ${EYE_Y - 22}`);
  const bang = rotated(
    -20,
    12,
    34,
    outlined(
      '<path d="M8 22 L16 22 L14 36 L10 36 Z"/><circle cx="12" cy="43" r="3.6"/>',
      EXCLAMATION,
    ),
  );
  return wrap(
    mascot() +
      symmetric(eye + brow + bang) +
      nose() +
      outlined('<ellipse cx="64" cy="99" rx="7" ry="9"/>', MOUTH),
  );
}

/** 7. Раздумье: eyes turned up, one brow raised, a paw at the chin, a question mark. */
function thinking(): string {
  const brows =
    line(`M${LEFT_EYE_X - 9} ${EYE_Y - 13} L${LEFT_EYE_X + 8} ${EYE_Y - 13}`) +
    line(
      `M${RIGHT_EYE_X - 9} ${EYE_Y - 16} Q${RIGHT_EYE_X} ${EYE_Y - 24} ${RIGHT_EYE_X + 9} ${EYE_Y - 17}`,
    );
  const paw =
    outlined('<ellipse cx="50" cy="107" rx="16" ry="11"/>', FUR) +
    line('M43 97 L43 102', INK, 3.5) +
    line('M50 96 L50 101', INK, 3.5) +
    line('M57 97 L57 102', INK, 3.5);
  const question = outlined(
    '<path d="M96 28 Q96 14 108 14 Q120 14 120 26 Q120 34 112 38 L112 44 L104 44 L104 35 ' +
      'Q112 31 112 26 Q112 22 108 22 Q104 22 104 28 Z"/><circle cx="108" cy="53" r="5"/>',
    QUESTION,
  );
  return wrap(
    mascot() + brows + dotEyes(3, -3) + nose() + line('M58 93 Q66 90 72 92') + paw + question,
  );
}

/** 8. Одобрение: a wink, a wide smile and a paw with the thumb up. */
function approval(): string {
  const mouth =
    outlined('<path d="M50 88 Q64 92 78 88 Q76 104 64 104 Q52 104 50 88 Z"/>', MOUTH) +
    `<path d="M56 100 Q64 94 72 100 Q68 103.5 64 103.5 Q60 103.5 56 100 Z" fill="${TONGUE}"/>`;
  const fist =
    outlined(
      '<rect x="92" y="60" width="12" height="32" rx="6"/>' +
        '<rect x="84" y="82" width="34" height="32" rx="10"/>',
      FUR,
    ) +
    line('M86 93 L98 93', INK, 3.5) +
    line('M86 103 L98 103', INK, 3.5);
  return wrap(
    mascot() +
      cheeks() +
      dotEye(LEFT_EYE_X) +
      happyEye(RIGHT_EYE_X) +
      nose() +
      mouth +
      fist +
      sparkle(20, 24, 11, STAR),
  );
}

/** 9. Скука: heavy half-closed eyes, a flat mouth, Zzz. */
function bored(): string {
  const x = LEFT_EYE_X;
  const eye =
    `<path d="M${x - 9} ${EYE_Y} A9 7 0 0 0 ${x + 9} ${EYE_Y} Z" fill="${WHITE}" stroke="${INK}" ` +
    'stroke-width="3.5" stroke-linejoin="round"/>' +
    `<path d="M${x - 4} ${EYE_Y} A4 4 0 0 0 ${x + 4} ${EYE_Y} Z" fill="${INK}"/>` +
    line(`M${x - 11} ${EYE_Y} L${x + 11} ${EYE_Y}`);
  const z = (zx: number, zy: number, s: number): string => {
    const d = `M${zx} ${zy} L${zx + s} ${zy} L${zx} ${zy + s} L${zx + s} ${zy + s}`;
    return line(d, INK, s / 2.2) + line(d, SNORE, s / 5.5);
  };
  return wrap(
    mascot() + symmetric(eye) + nose() + line('M56 94 L72 94') + z(98, 30, 14) + z(114, 12, 9),
  );
}

/** 10. Смущение: a deep blush with hatching, eyes turned aside, a wavy mouth, a drop of sweat. */
function embarrassed(): string {
  const x = LEFT_EYE_X;
  const cx = x - 10;
  const hatch = [-6, 0, 6]
    .map((dx) => line(`M${cx + dx} ${MOUTH_Y + 4} L${cx + dx + 4} ${MOUTH_Y - 4}`, HATCH, 2.5))
    .join('');
  const blush =
    `<ellipse cx="${cx}" cy="${MOUTH_Y}" rx="13" ry="8" fill="${BLUSH}" opacity="0.8"/>` + hatch;
  const brow = line(`M${x - 8} ${EYE_Y - 12} L${x + 6} ${EYE_Y - 16}`);
  return wrap(
    mascot() +
      symmetric(blush + brow) +
      dotEyes(-4, 3, 5, 6.5) +
      nose() +
      line('M54 95 Q57.5 91 61 95 Q64.5 99 68 95 Q71.5 91 75 95') +
      drop(108, 40, 7),
  );
}

/** The set `wk`, in file order: `wk/1` … `wk/10`. */
export const STICKERS: readonly StickerDefinition[] = [
  { name: '1', title: 'Радость', svg: happy() },
  { name: '2', title: 'Смех', svg: laughing() },
  { name: '3', title: 'Любовь', svg: love() },
  { name: '4', title: 'Слёзы', svg: crying() },
  { name: '5', title: 'Злость', svg: angry() },
  { name: '6', title: 'Удивление', svg: surprised() },
  { name: '7', title: 'Раздумье', svg: thinking() },
  { name: '8', title: 'Одобрение', svg: approval() },
  { name: '9', title: 'Скука', svg: bored() },
  { name: '10', title: 'Смущение', svg: embarrassed() },
];

/** The meanings alone, in the same order (`wk/1` is the first). */
export const STICKER_TITLES: readonly string[] = STICKERS.map((sticker) => sticker.title);
