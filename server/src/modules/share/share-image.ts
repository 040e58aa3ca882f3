import { escapeMarkup } from '../../lib/escape-markup';
import { loadSharp } from '../../lib/images';

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

/** A 1200×630 PNG link card for a quest without its own image: title, brand and reward on the brand colours. */
export async function questCardImage(card: { title: string; brand: string; reward: string }): Promise<Buffer> {
  const titleLines = wrap(card.title, 30, 3)
    .map((line, i) => `<text x="80" y="${262 + i * 70}" class="title">${escapeMarkup(line)}</text>`)
    .join('');
  const pill = `Earn ${card.reward}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#09090b"/><stop offset="1" stop-color="#2e1065"/></linearGradient>
    <style>
      text { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #fafafa; }
      .brand { font-size: 34px; fill: #c4b5fd; font-weight: 600; }
      .title { font-size: 56px; font-weight: 800; }
      .reward { font-size: 40px; font-weight: 700; fill: #09090b; }
      .site { font-size: 30px; font-weight: 700; }
    </style>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="80" y="84" width="44" height="44" rx="10" fill="#8b5cf6"/>
  <text x="140" y="118" class="site">Questboard</text>
  <text x="80" y="180" class="brand">${escapeMarkup(wrap(card.brand, 50, 1)[0] ?? '')}</text>
  ${titleLines}
  <rect x="80" y="500" width="${Math.min(1040, 80 + pill.length * 24)}" height="72" rx="36" fill="#a78bfa"/>
  <text x="120" y="550" class="reward">${escapeMarkup(pill)}</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
