import { loadSharp } from '../../platform/images/sharp';

export type Palette = { sky: [string, string]; ground: string; wall: string; roof: string; door: string };

export const PALETTES: Palette[] = [
  { sky: ['#8ec5fc', '#e0c3fc'], ground: '#7bb661', wall: '#f5efe6', roof: '#8c4a3b', door: '#3d5a80' },
  { sky: ['#fbd786', '#f7797d'], ground: '#9bbf6a', wall: '#fff8ec', roof: '#5b4b49', door: '#2a9d8f' },
  { sky: ['#a1c4fd', '#c2e9fb'], ground: '#6a994e', wall: '#e9edc9', roof: '#264653', door: '#bc6c25' },
  { sky: ['#fddb92', '#d1fdff'], ground: '#8ab17d', wall: '#f1faee', roof: '#e76f51', door: '#1d3557' },
  { sky: ['#84fab0', '#8fd3f4'], ground: '#588157', wall: '#fefae0', roof: '#6d597a', door: '#b56576' },
  { sky: ['#ffecd2', '#fcb69f'], ground: '#a3b18a', wall: '#faf3dd', roof: '#355070', door: '#e56b6f' },
];

/**
 * A friendly illustration of a house (sky gradient, sun, hills, house, trees) rendered locally, so demo
 * listings have photos without any network. `variant` moves the sun and the house for a second or third view.
 */
export async function renderHouse(palette: Palette, variant: number, width = 960, height = 640): Promise<Buffer> {
  const sunX = 140 + variant * 300;
  const houseX = 260 + variant * 120;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 640">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fffbe6"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="960" height="640" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="130" r="110" fill="url(#sun)"/>
  <circle cx="${sunX}" cy="130" r="46" fill="#fff3b0"/>
  <ellipse cx="200" cy="560" rx="520" ry="170" fill="${palette.ground}" opacity="0.8"/>
  <ellipse cx="800" cy="580" rx="480" ry="150" fill="${palette.ground}"/>
  <rect x="0" y="520" width="960" height="120" fill="${palette.ground}"/>
  <g transform="translate(${houseX} 250)">
    <rect x="0" y="110" width="360" height="200" fill="${palette.wall}" rx="4"/>
    <polygon points="-30,120 180,0 390,120" fill="${palette.roof}"/>
    <rect x="150" y="200" width="60" height="110" fill="${palette.door}" rx="4"/>
    <rect x="40" y="160" width="70" height="60" fill="#cfe8ff" stroke="#ffffff" stroke-width="6"/>
    <rect x="250" y="160" width="70" height="60" fill="#cfe8ff" stroke="#ffffff" stroke-width="6"/>
    <rect x="270" y="30" width="34" height="70" fill="${palette.roof}"/>
  </g>
  <g fill="#3a5a40">
    <circle cx="${houseX - 90}" cy="470" r="48"/><rect x="${houseX - 96}" y="490" width="12" height="70" fill="#6b4f3a"/>
    <circle cx="${houseX + 470}" cy="480" r="38"/><rect x="${houseX + 465}" y="500" width="10" height="60" fill="#6b4f3a"/>
  </g>
</svg>`;
  const sharp = loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
