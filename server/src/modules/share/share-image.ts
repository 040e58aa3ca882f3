import { escapeMarkup } from '../../lib/escape-markup';
import { loadSharp } from '../../lib/images';
import type { PassportWords } from './passport-card';

/** Every link card's size, the one Open Graph and Twitter's large card ask for. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Control characters and U+FFFE/U+FFFF: most are not allowed in XML (the SVG would not parse), none draws. */
const NOT_DRAWN = /[\p{Cc}\uFFFE\uFFFF]/gu;

/** Text people wrote, made safe as SVG text content: drawn as written, never read as markup. */
const svgText = (text: string) => escapeMarkup(text.replace(NOT_DRAWN, ' '));

/** Splits a title into at most `lines` lines of about `width` characters, the last one cut with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]?.slice(0, width - 1)}…`;
  return kept;
}

/**
 * About how wide a character of the cards' bold sans-serif is, in em: generous, so a line measured to fit does fit
 * (narrow letters, wide ones, capitals, and full-width scripts at a full em).
 */
function emWidth(char: string): number {
  if (/[iljtf.,:;'!|I ]/.test(char)) return 0.4;
  if (/[mwMW@%]/.test(char)) return 1.05;
  if ((char.codePointAt(0) ?? 0) >= 0x2e80) return 1.05;
  if (/[A-Z]/.test(char)) return 0.82;
  return 0.72;
}
const widthOf = (text: string, size: number) => [...text].reduce((sum, char) => sum + emWidth(char), 0) * size;

/** `text` broken into lines no wider than `width` px at `size` px (a word longer than a line is broken in it). */
function linesAt(text: string, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (widthOf(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line) out.push(line);
    line = '';
    for (const char of word) {
      if (line && widthOf(line + char, size) > width) {
        out.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) out.push(line);
  return out;
}

/**
 * Text fitted in a box `width` px wide on at most `lines` lines: at `size` px if it fits, else smaller down to
 * `minSize`, and at that size cut with an ellipsis.
 */
function fit(text: string, box: { size: number; minSize: number; width: number; lines: number }) {
  for (let size = box.size; size > box.minSize; size -= 2) {
    const lines = linesAt(text, size, box.width);
    if (lines.length <= box.lines) return { size, lines };
  }
  const size = box.minSize;
  const lines = linesAt(text, size, box.width);
  if (lines.length <= box.lines) return { size, lines };
  const kept = lines.slice(0, box.lines);
  let last = [...(kept[box.lines - 1] ?? '')];
  while (last.length > 0 && widthOf(`${last.join('')}…`, size) > box.width) last = last.slice(0, -1);
  kept[box.lines - 1] = `${last.join('').trimEnd()}…`;
  return { size, lines: kept };
}

/** A card's background, the Questboard mark at its top and `body` over them. */
function cardSvg(style: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_SIZE.width}" height="${CARD_SIZE.height}" viewBox="0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#09090b"/><stop offset="1" stop-color="#2e1065"/></linearGradient>
    <style>
      text { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #fafafa; }
      .site { font-size: 30px; font-weight: 700; }
      ${style}
    </style>
  </defs>
  <rect width="${CARD_SIZE.width}" height="${CARD_SIZE.height}" fill="url(#bg)"/>
  <rect x="80" y="84" width="44" height="44" rx="10" fill="#8b5cf6"/>
  <text x="140" y="118" class="site">Questboard</text>
  ${body}
</svg>`;
}

async function rasterise(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A 1200×630 PNG link card for a quest without its own image: title, brand and reward on the brand colours. */
export async function questCardImage(card: { title: string; brand: string; reward: string }): Promise<Buffer> {
  const titleLines = wrap(card.title, 30, 3)
    .map((line, i) => `<text x="80" y="${262 + i * 70}" class="title">${svgText(line)}</text>`)
    .join('');
  const pill = `Earn ${card.reward}`;
  const style = `.brand { font-size: 34px; fill: #c4b5fd; font-weight: 600; }
      .title { font-size: 56px; font-weight: 800; }
      .reward { font-size: 40px; font-weight: 700; fill: #09090b; }`;
  return rasterise(
    cardSvg(
      style,
      `<text x="80" y="180" class="brand">${svgText(wrap(card.brand, 50, 1)[0] ?? '')}</text>
  ${titleLines}
  <rect x="80" y="500" width="${Math.min(1040, 80 + pill.length * 24)}" height="72" rx="36" fill="#a78bfa"/>
  <text x="120" y="550" class="reward">${svgText(pill)}</text>`,
    ),
  );
}

/** The width text may take on a card: its 80 px margins left and right. */
const INNER = CARD_SIZE.width - 160;
const FIGURE_GAP = 20;
const FIGURE_WIDTH = (INNER - 2 * FIGURE_GAP) / 3;

/**
 * The SVG of a person's card: their name and @username, their level and XP, and three figures (streak, badges,
 * public quests done). Everything people wrote is fitted in its box and escaped.
 */
export function passportCardSvg(card: { name: string; username: string }, words: PassportWords): string {
  const handle = fit(`@${card.username}`, { size: 34, minSize: 24, width: INNER, lines: 1 });
  const name = fit(card.name, { size: 64, minSize: 44, width: INNER, lines: 2 });
  const nameLines = name.lines
    .map((line, i) => `<text x="80" y="${250 + i * Math.round(name.size * 1.12)}" class="name">${svgText(line)}</text>`)
    .join('');
  const nameBottom = 250 + (name.lines.length - 1) * Math.round(name.size * 1.12);
  const pill = fit(`${words.level} · ${words.xp}`, { size: 34, minSize: 24, width: INNER - 64, lines: 1 });
  const pillTop = nameBottom + 34;
  const pillWidth = Math.min(INNER, Math.ceil(widthOf(pill.lines[0] ?? '', pill.size)) + 64);
  const figures = words.figures
    .map((figure, i) => {
      const x = 80 + i * (FIGURE_WIDTH + FIGURE_GAP);
      const value = fit(figure.value, { size: 56, minSize: 28, width: FIGURE_WIDTH - 48, lines: 1 });
      const label = fit(figure.label, { size: 26, minSize: 18, width: FIGURE_WIDTH - 48, lines: 1 });
      return `<rect x="${x}" y="446" width="${FIGURE_WIDTH}" height="128" rx="20" fill="#ffffff" fill-opacity="0.07" stroke="#8b5cf6" stroke-opacity="0.5"/>
  <text x="${x + 24}" y="508" class="value" font-size="${value.size}">${svgText(value.lines[0] ?? '')}</text>
  <text x="${x + 24}" y="550" class="label" font-size="${label.size}">${svgText(label.lines[0] ?? '')}</text>`;
    })
    .join('\n  ');
  const style = `.handle { fill: #c4b5fd; font-weight: 600; }
      .name { font-weight: 800; }
      .level { font-weight: 700; fill: #09090b; }
      .value { font-weight: 800; }
      .label { fill: #c4b5fd; font-weight: 600; }`;
  return cardSvg(
    style,
    `<text x="80" y="176" class="handle" font-size="${handle.size}">${svgText(handle.lines[0] ?? '')}</text>
  <g font-size="${name.size}">${nameLines}</g>
  <rect x="80" y="${pillTop}" width="${pillWidth}" height="60" rx="30" fill="#a78bfa"/>
  <text x="${80 + pillWidth / 2}" y="${pillTop + 30 + Math.round(pill.size * 0.36)}" text-anchor="middle" class="level" font-size="${pill.size}">${svgText(pill.lines[0] ?? '')}</text>
  ${figures}`,
  );
}

/** A person's 1200×630 PNG link card (see passportCardSvg). */
export function passportCardImage(card: { name: string; username: string }, words: PassportWords): Promise<Buffer> {
  return rasterise(passportCardSvg(card, words));
}
