import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8');
const homeCss = readFileSync(join(import.meta.dirname, '../features/home/components/home.css'), 'utf8');
const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

/** One property of an exact selector in a style sheet (global.css by default), with `var(--x)` resolved from :root. */
function declared(selector: string, property: string, sheet = css): string {
  const block = new RegExp(`(^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`).exec(
    sheet,
  );
  if (!block) throw new Error(`no rule ${selector}`);
  const value = new RegExp(`(^|[;\\s])${property}:\\s*([^;]+);`).exec(block[2]!)?.[2]?.trim();
  if (!value) throw new Error(`${selector} sets no ${property}`);
  const v = /^var\((--[\w-]+)\)$/.exec(value);
  return v ? declared(':root', v[1]!) : value;
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('accessibility of the shell', () => {
  it('measures contrast the way WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('tab labels, idle and active, reach 4.5:1 on the white tab bar', () => {
    expect(contrast(declared('.tab-bar__item', 'color'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(declared('.tab-bar__item--active', 'color'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('the join button on home reaches 4.5:1 on its white fill', () => {
    expect(declared('.join-card__button.adm-button', '--background-color', homeCss)).toBe('#fff');
    expect(
      contrast(declared('.join-card__button.adm-button', '--text-color', homeCss), '#ffffff'),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('lets people zoom', () => {
    const viewport = /<meta\s+name="viewport"\s+content="([^"]*)"/.exec(html)?.[1];
    expect(viewport).toBeDefined();
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    expect(viewport).not.toMatch(/maximum-scale\s*=\s*1(\.0*)?\b/);
  });
});
